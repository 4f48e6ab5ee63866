package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One run over a case per way a judge can fail: each failure is named ({@code judge_error}, {@code judge_timeout},
 * {@code unparseable_score}), the judge is retried up to --max-tries without solving the case again, the attempt is
 * kept as failed with the judge's samples, and never scored 0.
 */
class JudgeFaultTest {
  @TempDir static Path temp;
  static Path faults;
  static Path evaluation;
  static RunFixture.Outcome outcome;

  @BeforeAll
  static void runOnce() throws Exception {
    faults = Files.createDirectories(temp.resolve("faults"));
    Path agent = RunFixture.agentConfig(temp, "answerer.sh", Map.of("FAULT_DIR", faults.toString()));
    Path judge = RunFixture.judgeConfig(temp, "faulty_judge.sh", "faulty", "timeout = 5\n\n[env]\nFAULT_DIR = \""
        + faults + "\"\n");
    outcome = RunFixture.run(RunFixture.JUDGE_FAULTS, agent, temp.resolve("out"), "--modes", "base", "--attempts",
        "1", "--max-tries", "2", "--judge-config", judge.toString(), "--work-dir", temp.resolve("work").toString());
    evaluation = temp.resolve("out/evaluations/judge-faults-answerer-fixture-1-0-none");
  }

  private static JsonNode run(String caseId) throws Exception {
    return RunFixture.json(evaluation.resolve("runs/base").resolve(caseId).resolve("attempt-01/run.json"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
      "CASE-002-judge-crash, judge_error, the judge exited 3 without a JSON verdict (after 2 tries)",
      "CASE-003-judge-hang, judge_timeout, the judge ran past its 5 s (after 2 tries)",
      "CASE-004-judge-garbage, unparseable_score, the judge printed no JSON object (after 2 tries)",
      "CASE-007-over-maximum, unparseable_score, 'no score in [0, 1] in the judge''s verdict (the rubric "
          + "states a maximum of 4) (after 2 tries)'",
  })
  void judgeFailureIsNamedRetriedAndKeptWithoutSolvingAgain(String caseId, String failure, String detail)
      throws Exception {
    JsonNode run = run(caseId);
    assertEquals("failed", run.get("status").asText(), caseId);
    assertEquals(failure, run.get("failure").asText(), caseId);
    assertEquals(detail, run.get("detail").asText(), caseId);
    assertTrue(run.get("score").isNull(), caseId + " is never scored");
    assertEquals(1, run.get("tries").asInt(), caseId + ": the agent solved once");
    assertEquals(List.of("1"), Files.readAllLines(faults.resolve("solves-" + caseId)), caseId);
    assertEquals(List.of("1", "1"), Files.readAllLines(faults.resolve("judge-calls-" + caseId)),
        caseId + ": the judge was tried --max-tries times");
    JsonNode sample = run.at("/judge/samples/0");
    assertEquals("failed", sample.get("status").asText());
    assertEquals(failure, sample.get("failure").asText());
    assertEquals(2, sample.get("tries").asInt());
    assertTrue(run.at("/judge/mean").isNull(), "no mean of a failed sample");
    assertTrue(run.at("/judge/spread").isNull());
  }

  @Test
  void anOverMaximumVerdictIsKeptForReading() throws Exception {
    assertEquals(12, run("CASE-007-over-maximum").at("/judge/samples/0/raw/score").asInt());
  }

  @Test
  void aJudgeThatFailsOnceEndsOkOnItsSecondTry() throws Exception {
    JsonNode run = run("CASE-005-judge-flaky");
    assertEquals("ok", run.get("status").asText());
    assertEquals(1.0, run.get("score").asDouble(), 1e-12);
    assertEquals(2, run.at("/judge/samples/0/tries").asInt());
    assertEquals("score/max_score", run.at("/judge/samples/0/rule").asText());
    String log = Files.readString(evaluation.resolve("runs/base/CASE-005-judge-flaky/attempt-01/grader.log"));
    assertTrue(log.contains("judge sample 1, try 1: judge_error: the judge exited 1 without a JSON verdict"), log);
  }

  @Test
  void anEmptyAnswerFolderIsNoAnswerAndTheJudgeIsNotAsked() throws Exception {
    JsonNode run = run("CASE-006-no-answer");
    assertEquals("no_answer", run.get("failure").asText());
    assertEquals("the agent wrote nothing in its answer folder", run.get("detail").asText());
    assertEquals(2, run.get("tries").asInt(), "no answer: the agent is tried again");
    assertFalse(Files.exists(faults.resolve("judge-calls-CASE-006-no-answer")));
  }

  @Test
  void failuresMakeTheModeIncompleteWithoutDroppingAnything() throws Exception {
    assertEquals(0, outcome.exitCode(), outcome.err());
    JsonNode results = RunFixture.json(evaluation.resolve("results.json"));
    assertFalse(results.get("complete").asBoolean());
    assertTrue(results.at("/modes/base/acc").isNull());
    assertEquals(7, results.at("/modes/base/cases").size());
    assertEquals(1.0, results.at("/modes/base/cases/CASE-001-ok/acc").asDouble(), 1e-12);
    String incomplete = results.at("/modes/base/incomplete").toString();
    assertTrue(incomplete.contains("base CASE-003-judge-hang attempt 1: failed (judge_timeout: the judge ran past "
        + "its 5 s (after 2 tries))"), incomplete);
    assertTrue(outcome.out().matches("(?s).*judge-faults\\s+base\\s+—\\s+—\\s+5/7\\n.*"), outcome.out());
  }
}
