package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.agent.CommandAgent;
import dev.floe.process.ProcessOutcome;
import dev.floe.process.ProcessRunner;
import dev.floe.process.ProcessSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A judge that is a program (SPEC §1.1): its command plus the phase {@code judge}, cwd = a fresh folder, the caller's
 * PATH, HOME, LANG and TMPDIR, the judge config's {@code env}, and {@code FLOE_RUBRIC_DIR}, {@code FLOE_TASK_DIR},
 * {@code FLOE_ANSWER_DIR}, {@code FLOE_CASE}, {@code FLOE_BENCHMARK}, {@code FLOE_SAMPLE}. It prints its verdict as
 * one JSON object on stdout (the last line that is one, if it logs before it); stderr goes to the log.
 */
public final class CommandJudge implements Judge {
  private final List<String> command;
  private final Map<String, String> baseEnvironment;

  /** {@code resolvedEnv}: the judge config's {@code env} with its references already resolved. */
  public CommandJudge(List<String> command, Map<String, String> callerEnv, Map<String, String> resolvedEnv) {
    this.command = List.copyOf(command);
    Map<String, String> base = CommandAgent.inherited(callerEnv);
    base.putAll(resolvedEnv);
    this.baseEnvironment = Map.copyOf(base);
  }

  @Override
  public JudgeReply judge(JudgeCall call) throws InterruptedException {
    List<String> line = new ArrayList<>(command);
    line.add("judge");
    Map<String, String> env = new LinkedHashMap<>(baseEnvironment);
    env.put("FLOE_PHASE", "judge");
    env.put("FLOE_RUBRIC_DIR", call.rubricDir().toString());
    env.put("FLOE_TASK_DIR", call.taskDir().toString());
    env.put("FLOE_ANSWER_DIR", call.answerDir().toString());
    env.put("FLOE_CASE", call.caseId());
    env.put("FLOE_BENCHMARK", call.benchmark());
    env.put("FLOE_SAMPLE", Integer.toString(call.sample()));
    call.rubricMaximum().ifPresent(max -> env.put("FLOE_RUBRIC_MAX_SCORE", ScoreText.of(max)));
    call.timeout().ifPresent(t -> env.put("FLOE_TIMEOUT", Long.toString(Math.max(1, t.toSeconds()))));
    Path stdout = call.workDir().resolveSibling("judge.stdout");
    ProcessOutcome outcome = ProcessRunner.run(new ProcessSpec(line, call.workDir(), env, call.timeout(), call.log(),
        Optional.of(stdout)));
    Optional<JsonNode> usage = CommandAgent.usage(call.workDir(), call.log());
    String printed;
    try {
      printed = Grader.readCapped(stdout);
      Files.writeString(call.log(), printed, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      return JudgeReply.failed(Failure.JUDGE_ERROR, "the judge's output cannot be read: " + e.getMessage(), usage);
    }
    if (!outcome.started()) {
      return JudgeReply.failed(Failure.JUDGE_ERROR, outcome.startFailure().get(), usage);
    }
    if (outcome.timedOut()) {
      return JudgeReply.failed(Failure.JUDGE_TIMEOUT, "the judge ran past its "
          + call.timeout().map(t -> ScoreText.of(t.toMillis() / 1000.0) + " s").orElse("time limit"), usage);
    }
    Optional<JsonNode> verdict = Grader.lastJsonObject(printed);
    if (verdict.isEmpty()) {
      return outcome.exitCode() != 0
          ? JudgeReply.failed(Failure.JUDGE_ERROR, "the judge exited " + outcome.exitCode() + " without a JSON verdict",
              usage)
          : JudgeReply.failed(Failure.UNPARSEABLE_SCORE, "the judge printed no JSON object", usage);
    }
    // Like a grader, a judge that exits non-zero but prints a readable verdict still counts.
    return JudgeReply.verdict(verdict.get(), usage);
  }
}
