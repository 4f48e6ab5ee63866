package dev.floe.run;

import dev.floe.agent.Agent;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.Phase;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.grading.Grade;
import dev.floe.grading.Grader;
import dev.floe.grading.JudgeGrading;
import dev.floe.process.Seconds;
import dev.floe.staging.FolderCopy;
import dev.floe.staging.Mirror;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.Semaphore;

/**
 * One try of one solve, test or train alike: stage the statement and the frozen state, run the agent, keep its
 * answer, grade it in a private copy of the rubric. The run slot covers the agent's process only: the try is staged
 * before it (while other agents run), and a machine grader runs after it is given back, in a grading slot of its own;
 * a judge, rate-limited like the agent, grades inside the run slot.
 */
final class Solver {
  private final RunPlan plan;
  private final Agent agent;
  private final Grader grader;
  private final Optional<JudgeGrading> judge;
  private final Semaphore slots;
  private final Semaphore staging;
  private final Semaphore grading;

  Solver(RunPlan plan, Agent agent, Grader grader, Optional<JudgeGrading> judge) {
    this.plan = plan;
    this.agent = agent;
    this.grader = grader;
    this.judge = judge;
    this.slots = RunSlots.of(plan);
    this.staging = RunSlots.staging(plan);
    this.grading = RunSlots.grading(plan);
  }

  /** A try made ready to run: its workspace and the call to the agent. */
  private record Staged(Workspace workspace, Invocation invocation, Path answer) {}

  /** One try; its answer, {@code agent.log} and {@code grader.log} are kept in {@code keep}. */
  TryResult solveOnce(SolveCall call, Path keep) throws IOException, InterruptedException {
    Path agentLog = keep.resolve("agent.log");
    Path graderLog = keep.resolve("grader.log");
    Path answerKept = keep.resolve("answer");
    boolean judged = call.casePlan().judged();
    Staged staged = stageAndTakeSlot(call, keep, agentLog);
    boolean slotHeld = true;
    try {
      Instant started = Instant.now(); // from the slot on: waiting for one is not running
      AgentOutcome outcome;
      try (Workspace ws = staged.workspace()) {
        Progress.RUNNING.incrementAndGet();
        try {
          outcome = agent.run(staged.invocation());
        } finally {
          Progress.RUNNING.decrementAndGet();
        }
        if (!judged) {
          slots.release();
          slotHeld = false;
        }
        noteDroppedLinks(agentLog, "an answer", FolderCopy.moveWithoutLinks(staged.answer(), answerKept));
      }
      Optional<TryResult> failed = agentFailure(call, outcome, started);
      if (failed.isPresent()) {
        return failed.get();
      }
      return TryResult.graded(grade(call, answerKept, graderLog), outcome, started);
    } finally {
      if (slotHeld) {
        slots.release();
      }
    }
  }

  /**
   * Stages the try (at most as many staged tries wait as there are run slots), then waits for a run slot; returns
   * holding it. The workspace is closed here if anything fails.
   */
  private Staged stageAndTakeSlot(SolveCall call, Path keep, Path agentLog)
      throws IOException, InterruptedException {
    staging.acquire();
    try {
      Files.createDirectories(keep);
      appendHeader(agentLog, call.tryNumber());
      appendHeader(keep.resolve("grader.log"), call.tryNumber());
      FolderCopy.delete(keep.resolve("answer"));
      Workspace ws = Workspace.forSolve(Path.of(plan.workRoot()));
      try {
        Path task = ws.root().resolve("task");
        Mirror.of(Path.of(call.casePlan().statementDir()), task, Mirror.Links.FOLLOW);
        Path state = ws.root().resolve("state");
        Mirror.of(call.stateDir(), state, Mirror.Links.DROP); // the agent wrote the state: its links are not followed
        FolderCopy.makeReadOnly(state); // the state is frozen: solves read it, never change it
        Path answer = ws.folder("answer");
        Invocation invocation = new Invocation(Phase.SOLVE, call.mode(), call.attempt(), call.seed(),
            call.subBenchmark(), call.benchmark(), Optional.of(call.casePlan().id()), ws.work(), state,
            Optional.empty(), Optional.of(task), Optional.of(answer), call.environmentUrl(), timeout(call),
            OptionalInt.empty(),
            Integer.valueOf(0).equals(call.casePlan().gpus()), agentLog);
        slots.acquire();
        return new Staged(ws, invocation, answer);
      } catch (IOException | InterruptedException | RuntimeException e) {
        try {
          ws.close();
        } catch (IOException closing) {
          e.addSuppressed(closing);
        }
        throw e;
      }
    } finally {
      staging.release();
    }
  }

  /** The agent's own failure, if it had one: it did not start, ran out of time, or exited non-zero. */
  private Optional<TryResult> agentFailure(SolveCall call, AgentOutcome outcome, Instant started) {
    if (!outcome.process().started()) {
      return Optional.of(TryResult.agentFailed(Failure.AGENT_EXIT, outcome.process().startFailure().get(),
          outcome, started));
    }
    if (outcome.process().timedOut()) {
      return Optional.of(TryResult.agentFailed(Failure.AGENT_TIMEOUT,
          "the agent ran past its " + timeout(call).map(Seconds::text).orElse("time") + " and was killed",
          outcome, started));
    }
    if (outcome.process().exitCode() != 0) {
      return Optional.of(TryResult.agentFailed(Failure.AGENT_EXIT, "the agent exited " + outcome.process().exitCode(),
          outcome, started));
    }
    return Optional.empty();
  }

  private Grade grade(SolveCall call, Path answers, Path log) throws IOException, InterruptedException {
    // The rubric copy lives under the output folder, never under the work root where agents' folders are.
    CasePlan c = call.casePlan();
    Path scratchRoot = Path.of(plan.out(), ".floe", "grading");
    if (c.judged()) {
      if (judge.isEmpty()) { // the driver refuses such a run before it starts
        return Grade.failed(Failure.GRADER_ERROR, "this case is graded by a judge, and none was configured");
      }
      Path scratch = Files.createDirectories(scratchRoot.resolve(UUID.randomUUID().toString()));
      try {
        return judge.get().grade(new JudgeGrading.Subject(call.benchmark(), c.id(), c.grader(),
            Path.of(c.rubricDir()), Path.of(c.statementDir()), answers), scratch, log);
      } finally {
        FolderCopy.delete(scratch);
      }
    }
    try (GradingScratch scratch = new GradingScratch(grading, scratchRoot)) {
      return grader.grade(c.grader(), Path.of(c.rubricDir()), answers, scratch, log);
    }
  }

  private Optional<Duration> timeout(SolveCall call) {
    Double seconds = call.casePlan().timeoutSeconds();
    double value = seconds != null ? seconds : plan.defaultTimeoutSeconds();
    return value > 0 ? Optional.of(Duration.ofMillis(Math.round(value * 1000))) : Optional.empty();
  }

  /** Says in the agent's log what of what it wrote was dropped, so a missing file is explained. */
  static void noteDroppedLinks(Path log, String what, List<String> links) throws IOException {
    if (!links.isEmpty()) {
      Files.writeString(log, "floe: symbolic links, FIFOs and devices are not kept in " + what + ", nor paths "
          + "nested past " + FolderCopy.KEPT_PATH_BYTES + " bytes: " + String.join(", ", links) + "\n",
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
  }

  private static void appendHeader(Path log, int tryNumber) throws IOException {
    if (tryNumber > 1) {
      Files.writeString(log, "\n--- floe: try " + tryNumber + " ---\n", StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    }
  }
}
