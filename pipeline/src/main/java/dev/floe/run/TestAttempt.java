package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.JudgeRecord;
import dev.floe.aggregation.evaluation.RunRecord;
import dev.floe.aggregation.evaluation.RunStatus;
import dev.floe.aggregation.evaluation.Usage;
import dev.floe.environment.EnvironmentFailure;
import dev.floe.environment.Environments;
import dev.floe.grading.Grade;
import dev.floe.grading.ScoreReading;
import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One test attempt from start to {@code run.json}: skipped when its record exists (resume), failed at once when its
 * evolve failed, otherwise tried up to {@code --max-tries} times. A failure that outlasts the tries is kept, named.
 */
final class TestAttempt {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RunPlan plan;
  private final Solver solver;
  private final Environments environments;

  TestAttempt(RunPlan plan, Solver solver, Environments environments) {
    this.plan = plan;
    this.solver = solver;
    this.environments = environments;
  }

  RunResult run(SolveTask task) throws IOException, InterruptedException {
    EvaluationPlan evaluation = plan.evaluation(task.evaluation());
    try {
      return runCounted(task, evaluation);
    } finally {
      // Counted whether it ran, failed or was resumed: the last run of an instance stops it.
      for (Environments.Use use : uses(evaluation, task)) {
        environments.runDone(use);
      }
    }
  }

  private List<Environments.Use> uses(EvaluationPlan evaluation, SolveTask task) {
    return Environments.uses(evaluation.id(), evaluation.trainEnv(), evaluation.testEnv(), task.mode(),
        task.attempt(), Path.of(evaluation.folder()), evaluation.testCases().size(), evaluation.modes().size(),
        plan.attempts());
  }

  private RunResult runCounted(SolveTask task, EvaluationPlan evaluation) throws IOException, InterruptedException {
    EvaluationFolder folder = EvaluationFolder.at(Path.of(evaluation.folder()));
    Optional<RunRecord> done = folder.readRun(task.mode(), task.caseId(), task.attempt());
    if (done.isPresent()) {
      Progress.RUNS_RESUMED.incrementAndGet();
      return result(done.get(), true);
    }
    // No run.json: an interrupted run's answer, logs or unfinished record here are not this attempt's.
    FolderCopy.delete(folder.attemptFolder(task.mode(), task.caseId(), task.attempt()));
    RunRecord record;
    if (task.state().failed()) {
      Instant started = Instant.now();
      record = new RunRecord(task.evaluation(), task.mode(), task.caseId(), task.attempt(), RunStatus.FAILED, null,
          Failure.fromJson(task.state().failure()),
          "the evolve of attempt " + task.attempt() + " failed, so there was no state to solve with: "
              + task.state().detail(),
          task.state().tries(), started, started, 0L, Usage.NONE, null, null);
    } else {
      record = attempt(task, evaluation, folder);
      if (!record.isOk()) {
        DiskSpace.requireRoomToBlame(plan, task.mode() + " " + task.caseId() + " attempt " + task.attempt());
      }
    }
    if (!record.isOk()) {
      ProcessTree.holdIfStopping();
    }
    folder.writeRun(record);
    (record.isOk() ? Progress.RUNS_DONE : Progress.RUNS_FAILED).incrementAndGet();
    Progress.runTook(record.durationMs() == null ? 0 : record.durationMs());
    return result(record, false);
  }

  private RunRecord attempt(SolveTask task, EvaluationPlan evaluation, EvaluationFolder folder)
      throws IOException, InterruptedException {
    CasePlan casePlan = evaluation.testCase(task.caseId());
    Path keep = folder.attemptFolder(task.mode(), task.caseId(), task.attempt());
    Optional<String> environmentUrl = Optional.empty();
    if (evaluation.testEnv().isPresent()) {
      try {
        environmentUrl = Optional.of(environments.lease(uses(evaluation, task).get(0)));
      } catch (EnvironmentFailure e) {
        Instant now = Instant.now();
        return new RunRecord(task.evaluation(), task.mode(), task.caseId(), task.attempt(), RunStatus.FAILED, null,
            Failure.ENVIRONMENT_ERROR, e.getMessage(), 1, now, now, 0L, Usage.NONE, null, null);
      }
    }
    SolveCall call = new SolveCall(evaluation.subBenchmark(), evaluation.testBenchmark(), task.mode(),
        task.attempt(), Seeds.of(plan.seed(), evaluation.subBenchmark(), task.mode(), task.attempt()), casePlan,
        Path.of(task.state().stateDir()), environmentUrl, 1);
    TryResult last = null;
    int tries = 0;
    Instant started = null;
    while (tries < plan.maxTries()) {
      tries++;
      last = solver.solveOnce(call.withTry(tries), keep);
      started = started == null ? last.started() : started;
      if (last.ok() || last.judgeFailed()) {
        break;
      }
    }
    Instant finished = Instant.now();
    long duration = finished.toEpochMilli() - started.toEpochMilli();
    Usage usage = Usage.fromJson(last.usage().orElse(null));
    if (evaluation.testEnv().isPresent()) {
      try {
        environments.check(uses(evaluation, task).get(0));
      } catch (EnvironmentFailure e) {
        // The answer came from talking to a server that died: not a grade to keep (a dead server's errors would
        // otherwise be scored 0), but the environment's failure, named.
        return new RunRecord(task.evaluation(), task.mode(), task.caseId(), task.attempt(), RunStatus.FAILED, null,
            Failure.ENVIRONMENT_ERROR, e.getMessage(), tries, started, finished, duration, usage, null, null);
      }
    }
    ObjectNode extra = JSON.createObjectNode();
    extra.set("budget", BudgetReport.of(casePlan, plan.defaultTimeoutSeconds()));
    // The agent's own time in the try its usage comes from: duration_ms also holds grading, judging and retries,
    // which are not the agent's efficiency.
    extra.put(RunRecord.AGENT_MS, last.agentMs());
    // The judge's samples, spread and usage: recorded whether it scored or failed, apart from the agent's usage.
    JudgeRecord judge = last.grade().flatMap(Grade::judge).orElse(null);
    if (last.ok()) {
      ScoreReading.Score score = last.grade().get().score().get();
      return new RunRecord(task.evaluation(), task.mode(), task.caseId(), task.attempt(), RunStatus.OK,
          score.value(), null, null, tries, started, finished, duration, usage, graderNode(last, score.rule()), extra,
          judge);
    }
    JsonNode grader = last.grade().isPresent() ? graderNode(last, null) : null;
    return new RunRecord(task.evaluation(), task.mode(), task.caseId(), task.attempt(), RunStatus.FAILED, null,
        last.failure().orElseThrow(), last.detail(), tries, started, finished, duration, usage, grader, extra, judge);
  }

  private static JsonNode graderNode(TryResult result, String rule) {
    ObjectNode node = JSON.createObjectNode();
    JsonNode raw = result.grade().map(g -> g.raw()).orElse(null);
    node.set("raw", raw == null ? JSON.nullNode() : raw);
    if (rule == null) {
      node.putNull("rule");
    } else {
      node.put("rule", rule);
    }
    return node;
  }

  private static RunResult result(RunRecord record, boolean resumed) {
    return new RunResult(record.evaluation(), record.mode(), record.caseId(), record.attempt(), record.score(),
        record.failure() == null ? null : record.failure().jsonName(), resumed);
  }
}
