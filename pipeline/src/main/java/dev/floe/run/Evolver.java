package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.agent.Agent;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.Phase;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.files.AtomicFile;
import dev.floe.environment.EnvironmentFailure;
import dev.floe.environment.Environments;
import dev.floe.grading.Grade;
import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Semaphore;

/**
 * One evolve of one attempt (SPEC §2): stage what the mode may see of train, run the agent's evolve, and for
 * {@code reflect-N} run N rounds of train solves, grading and feedback. The state is copied to the evaluation
 * folder, then {@code evolve.json} is written last, marking the evolve done for a resume.
 */
final class Evolver {
  static final String EVOLVE_FILE = "evolve.json";
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final RunPlan plan;
  private final Agent agent;
  private final Solver solver;
  private final Semaphore slots;
  private final Environments environments;

  Evolver(RunPlan plan, Agent agent, Solver solver, Environments environments) {
    this.plan = plan;
    this.agent = agent;
    this.solver = solver;
    this.slots = RunSlots.of(plan);
    this.environments = environments;
  }

  static Path folder(EvaluationPlan evaluation, String mode, int attempt) {
    return Path.of(evaluation.folder(), "evolve", mode, EvaluationFolder.attemptName(attempt));
  }

  FrozenState evolve(EvolveTask task) throws IOException, InterruptedException {
    EvaluationPlan evaluation = plan.evaluation(task.evaluation());
    Path folder = folder(evaluation, task.mode(), task.attempt());
    Path record = folder.resolve(EVOLVE_FILE);
    if (Files.isRegularFile(record)) {
      return resumed(task, folder, EvolveRecord.read(record));
    }
    // No evolve.json: whatever an interrupted run left here (a half-copied state, logs, rounds) is not this
    // evolve's, and the folder must end up as an uninterrupted run would leave it.
    FolderCopy.delete(folder);
    Instant started = Instant.now();
    Attempt last = null;
    int tries = 0;
    while (tries < plan.maxTries()) {
      tries++;
      last = tryOnce(task, evaluation, folder, tries);
      if (last.failure == null) {
        break;
      }
    }
    Instant finished = Instant.now();
    ObjectNode json = JSON.createObjectNode();
    json.put("evaluation", task.evaluation());
    json.put("mode", task.mode());
    json.put("attempt", task.attempt());
    json.put("status", last.failure == null ? "ok" : "failed");
    if (last.failure == null) {
      json.putNull("failure");
    } else {
      json.put("failure", last.failure.jsonName());
      json.put("detail", last.detail);
    }
    json.put("tries", tries);
    json.put("seed", seed(evaluation, task));
    json.put("started", started.truncatedTo(ChronoUnit.SECONDS).toString());
    json.put("finished", finished.truncatedTo(ChronoUnit.SECONDS).toString());
    json.put("duration_ms", finished.toEpochMilli() - started.toEpochMilli());
    json.set("rounds", last.rounds);
    json.set("usage", last.usage);
    if (last.failure != null) {
      DiskSpace.requireRoomToBlame(plan, "the evolve of " + task.mode() + " attempt " + task.attempt());
    }
    if (!last.judgeUsage.isEmpty()) {
      json.set("judge_usage", last.judgeUsage); // the judge's cost of the feedback rounds, not the agent's
    }
    if (last.failure != null) {
      ProcessTree.holdIfStopping();
    }
    AtomicFile.write(record, JSON.writeValueAsString(json) + "\n");
    (last.failure == null ? Progress.EVOLVES_DONE : Progress.EVOLVES_FAILED).incrementAndGet();
    Progress.evolveTook(finished.toEpochMilli() - started.toEpochMilli());
    return frozen(task, folder, last.failure == null ? null : last.failure.jsonName(), last.detail, tries);
  }

  /** How one try went: no failure means the state in the workspace is the evolved one. */
  private static final class Attempt {
    Failure failure;
    String detail;
    final ArrayNode rounds = JSON.createArrayNode();
    final ObjectNode usage = JSON.createObjectNode();
    final ObjectNode judgeUsage = JSON.createObjectNode();
  }

  private Attempt tryOnce(EvolveTask task, EvaluationPlan evaluation, Path folder, int tryNumber)
      throws IOException, InterruptedException {
    Mode mode = Mode.of(task.mode());
    Attempt attempt = new Attempt();
    FolderCopy.delete(folder.resolve("rounds"));
    Files.createDirectories(folder);
    Path log = folder.resolve("agent.log");
    if (tryNumber > 1) {
      Files.writeString(log, "\n--- floe: try " + tryNumber + " ---\n", java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
    }
    Optional<String> environmentUrl = Optional.empty();
    Optional<Environments.Use> use = evaluation.trainEnv().map(env -> Environments.use(evaluation.id(), env,
        task.mode(), task.attempt(), Path.of(evaluation.folder()), evaluation.testCases().size(),
        evaluation.modes().size(), plan.attempts()));
    if (use.isPresent()) {
      try {
        environmentUrl = Optional.of(environments.lease(use.get()));
      } catch (EnvironmentFailure e) {
        attempt.failure = Failure.ENVIRONMENT_ERROR;
        attempt.detail = e.getMessage();
        return attempt;
      }
    }
    try (Workspace ws = Workspace.create(Path.of(plan.workRoot()))) {
      Path train = ws.folder("train");
      for (CasePlan c : evaluation.trainCases()) {
        FolderCopy.copy(Path.of(c.statementDir()), train.resolve(c.id()).resolve("statement"));
        if (mode.showsReferences() && c.reference().isPresent()) {
          FolderCopy.copy(c.reference().get(), train.resolve(c.id()).resolve("reference"));
        }
      }
      Path state = ws.folder("state");
      for (int round = 0; round <= mode.reflectRounds(); round++) {
        if (round > 0 && !feedbackRound(task, evaluation, folder, train, state, round, attempt, environmentUrl)) {
          return attempt;
        }
        if (!callEvolve(task, evaluation, ws, train, state, round, log, attempt, environmentUrl)
            || !environmentAlive(use, attempt)) {
          return attempt;
        }
      }
      Path kept = folder.resolve("state");
      FolderCopy.delete(kept);
      Solver.noteDroppedLinks(log, "a state", FolderCopy.moveWithoutLinks(state, kept));
    }
    return attempt;
  }

  /**
   * Whether the train environment is still up after a round. An agent that talked to a server which died learned
   * from its errors: as with a test solve, that is the environment's failure, named, not an evolved state.
   */
  private boolean environmentAlive(Optional<Environments.Use> use, Attempt attempt) throws InterruptedException {
    if (use.isEmpty()) {
      return true;
    }
    try {
      environments.check(use.get());
      return true;
    } catch (EnvironmentFailure e) {
      attempt.failure = Failure.ENVIRONMENT_ERROR;
      attempt.detail = e.getMessage();
      return false;
    }
  }

  private boolean callEvolve(EvolveTask task, EvaluationPlan evaluation, Workspace ws, Path train, Path state,
      int round, Path log, Attempt attempt, Optional<String> environmentUrl)
      throws IOException, InterruptedException {
    Optional<Duration> timeout = plan.evolveTimeoutSeconds() > 0
        ? Optional.of(Duration.ofMillis(Math.round(plan.evolveTimeoutSeconds() * 1000))) : Optional.empty();
    Invocation invocation = new Invocation(Phase.EVOLVE, task.mode(), task.attempt(), seed(evaluation, task),
        evaluation.subBenchmark(), evaluation.trainBenchmark(), Optional.empty(), ws.work(), state,
        Optional.of(train), Optional.empty(), Optional.empty(), environmentUrl, timeout, OptionalInt.of(round),
        false, log);
    AgentOutcome outcome;
    slots.acquire();
    Progress.RUNNING.incrementAndGet();
    try {
      outcome = agent.run(invocation);
    } finally {
      Progress.RUNNING.decrementAndGet();
      slots.release();
    }
    outcome.usage().ifPresent(usage -> add(attempt.usage, usage));
    if (!outcome.process().started()) {
      attempt.failure = Failure.AGENT_EXIT;
      attempt.detail = outcome.process().startFailure().get();
    } else if (outcome.process().timedOut()) {
      attempt.failure = Failure.AGENT_TIMEOUT;
      attempt.detail = "the evolve of round " + round + " ran past "
          + dev.floe.process.Seconds.text(plan.evolveTimeoutSeconds());
    } else if (outcome.process().exitCode() != 0) {
      attempt.failure = Failure.AGENT_EXIT;
      attempt.detail = "the evolve of round " + round + " exited " + outcome.process().exitCode();
    } else if (!Files.isDirectory(state, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      // Unsandboxed, an agent can delete its state folder or put a link or a file in its place: that is its failure,
      // named and retried, never Floe's own I/O failure (which would stop every run, and every resume, for good).
      attempt.failure = Failure.AGENT_EXIT;
      attempt.detail = "the evolve of round " + round + " exited 0 but "
          + (Files.exists(state, java.nio.file.LinkOption.NOFOLLOW_LINKS) ? "replaced its state folder "
              + "(FLOE_STATE_DIR) with " + (Files.isSymbolicLink(state) ? "a symbolic link" : "a file")
              : "deleted its state folder (FLOE_STATE_DIR)")
          + "; the state must stay a folder";
      FolderCopy.delete(state);
      Files.createDirectories(state); // a later round or try starts from a folder again
    }
    return attempt.failure == null;
  }

  /**
   * Reflect round r: every train case is solved with the current state and graded with its train grader; the agent
   * gets back its answer and {@code feedback.json} (round, status, score): never the grader's output or the rubric.
   */
  private boolean feedbackRound(EvolveTask task, EvaluationPlan evaluation, Path folder, Path train, Path state,
      int round, Attempt attempt, Optional<String> environmentUrl) throws IOException, InterruptedException {
    Path roundFolder = folder.resolve("rounds").resolve(Integer.toString(round));
    // The state of round r-1, kept for people reading the folder later.
    FolderCopy.copyWithoutLinks(state, roundFolder.resolve("state-before"));
    ObjectNode summary = attempt.rounds.addObject();
    summary.put("round", round);
    ObjectNode scores = summary.putObject("scores");
    ObjectNode failures = JSON.createObjectNode();
    List<CasePlan> cases = new ArrayList<>(evaluation.trainCases());
    for (CasePlan c : cases) {
      Path keep = roundFolder.resolve(c.id());
      TryResult result = null;
      for (int t = 1; t <= plan.maxTries(); t++) {
        SolveCall call = new SolveCall(evaluation.subBenchmark(), evaluation.trainBenchmark(), task.mode(),
            task.attempt(), seed(evaluation, task), c, state, environmentUrl, t);
        result = solver.solveOnce(call, keep);
        if (result.ok() || result.judgeFailed()) {
          break;
        }
      }
      ObjectNode feedback = JSON.createObjectNode();
      feedback.put("round", round);
      feedback.put("status", result.ok() ? "ok" : "failed");
      if (result.ok()) {
        feedback.put("score", result.score());
        scores.put(c.id(), result.score());
      } else {
        scores.putNull(c.id());
        // Named as a test attempt's failure is: the agent learns which kind (its own timeout, no answer), and
        // evolve.json keeps the detail for people; neither carries the grader's output.
        Failure failure = result.failure().orElse(Failure.GRADER_ERROR);
        feedback.put("failure", failure.jsonName());
        failures.put(c.id(), failure.jsonName() + ": " + (result.agentFailure().isPresent() ? result.detail()
            : result.grade().map(Grade::detail).orElse("")));
      }
      result.usage().ifPresent(usage -> add(attempt.usage, usage));
      // The judge's verdicts on train answers stay in this folder; the agent gets back the score only.
      result.grade().flatMap(Grade::judge).ifPresent(judge -> add(attempt.judgeUsage, judge.usage().toJson()));
      String text = JSON.writeValueAsString(feedback) + "\n";
      AtomicFile.write(keep.resolve("feedback.json"), text);
      Path staged = train.resolve(c.id());
      FolderCopy.delete(staged.resolve("answer"));
      FolderCopy.copy(keep.resolve("answer"), staged.resolve("answer"));
      Files.writeString(staged.resolve("feedback.json"), text);
    }
    if (!failures.isEmpty()) {
      summary.set("failures", failures);
    }
    return true;
  }

  private long seed(EvaluationPlan evaluation, EvolveTask task) {
    return Seeds.of(plan.seed(), evaluation.subBenchmark(), task.mode(), task.attempt());
  }

  private FrozenState resumed(EvolveTask task, Path folder, JsonNode record) {
    String failure = record.path("failure").isTextual() ? record.get("failure").asText() : null;
    String detail = record.path("detail").asText("");
    Progress.EVOLVES_DONE.incrementAndGet();
    return frozen(task, folder, failure, detail, record.path("tries").asInt(1));
  }

  private static FrozenState frozen(EvolveTask task, Path folder, String failure, String detail, int tries) {
    return new FrozenState(task.evaluation(), task.mode(), task.attempt(), folder.resolve("state").toString(),
        failure, detail, tries);
  }

  /** Sums the numeric figures of an agent's usage.json into the evolve's total. */
  private static void add(ObjectNode total, JsonNode usage) {
    usage.fields().forEachRemaining(e -> {
      if (e.getValue().isNumber()) {
        total.put(e.getKey(), total.path(e.getKey()).asDouble(0) + e.getValue().asDouble());
      }
    });
  }
}
