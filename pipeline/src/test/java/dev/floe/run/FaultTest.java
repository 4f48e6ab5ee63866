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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run over a case per failure kind: each failure is classified by name, retried up to --max-tries, and kept as
 * failed (no score, never 0); a flaky agent that fails once then succeeds ends ok after 2 tries.
 */
class FaultTest {
  @TempDir static Path temp;
  static Path faults;
  static Path evaluation;
  static RunFixture.Outcome outcome;

  @BeforeAll
  static void runOnce() throws Exception {
    faults = Files.createDirectories(temp.resolve("faults"));
    Path agent = RunFixture.agentConfig(temp, "faulty.sh", Map.of("FAULT_DIR", faults.toString()));
    outcome = RunFixture.run(RunFixture.FAULTS, agent, temp.resolve("out"), "--modes", "base", "--attempts", "1",
        "--max-tries", "2", "--max-concurrent-runs", "4", "--work-dir", temp.resolve("work").toString());
    evaluation = temp.resolve("out/evaluations/faults-faulty-fixture-1-0-none");
  }

  private static JsonNode run(String caseId) throws Exception {
    return RunFixture.json(evaluation.resolve("runs/base").resolve(caseId).resolve("attempt-01/run.json"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
      "CASE-002-grader-crash, grader_error, the grader exited 3 without a JSON verdict",
      "CASE-003-grader-hang, grader_timeout, the grader ran past its 1 s",
      "CASE-004-grader-no-score, unparseable_score, 'no score in [0, 1] in the grader''s output (exit 0)'",
      "CASE-005-agent-exit, agent_exit, the agent exited 7",
      "CASE-006-agent-hang, agent_timeout, the agent ran past its 1 s and was killed",
      "CASE-007-no-answer, no_answer, the agent wrote no answer.json",
  })
  void failureIsNamedRetriedAndKept(String caseId, String failure, String detail) throws Exception {
    JsonNode run = run(caseId);
    assertEquals("failed", run.get("status").asText(), caseId);
    assertEquals(failure, run.get("failure").asText(), caseId);
    assertEquals(detail, run.get("detail").asText(), caseId);
    assertTrue(run.get("score").isNull(), caseId + " is never scored");
    assertEquals(2, run.get("tries").asInt(), caseId + " was retried up to --max-tries");
  }

  @Test
  void garbageAnswerIsNoAnswerNotZero() throws Exception {
    JsonNode run = run("CASE-008-garbage");
    assertEquals("no_answer", run.get("failure").asText());
    assertTrue(run.get("detail").asText().startsWith("answer.json is not valid JSON"), run.get("detail").asText());
    assertTrue(run.get("score").isNull());
  }

  @Test
  void flakyAgentEndsOkOnItsSecondTry() throws Exception {
    JsonNode run = run("CASE-009-flaky");
    assertEquals("ok", run.get("status").asText());
    assertEquals(1.0, run.get("score").asDouble(), 1e-12);
    assertEquals(2, run.get("tries").asInt());
    String log = Files.readString(evaluation.resolve("runs/base/CASE-009-flaky/attempt-01/agent.log"));
    assertTrue(log.contains("--- floe: try 2 ---"), log);
  }

  @Test
  void failuresMakeTheModeIncompleteWithoutDroppingAnything() throws Exception {
    assertEquals(0, outcome.exitCode(), outcome.err());
    JsonNode results = RunFixture.json(evaluation.resolve("results.json"));
    assertFalse(results.get("complete").asBoolean());
    JsonNode base = results.at("/modes/base");
    assertTrue(base.get("acc").isNull(), "an incomplete mode has no acc");
    assertEquals(9, base.get("cases").size(), "every case is kept");
    assertEquals(1.0, base.at("/cases/CASE-001-ok/acc").asDouble(), 1e-12);
    assertTrue(outcome.out().matches("(?s).*faults\\s+base\\s+—\\s+—\\s+7/9\\n.*"), outcome.out());
  }

  @Test
  void timedOutAgentLeavesNoProcessBehind() throws Exception {
    assertNoSurvivor("orphans.pid", "300", "the hung agent's child");
  }

  @Test
  void aProcessLeftRunningByAFinishedAgentDoesNotOutliveTheRun() throws Exception {
    assertNoSurvivor("strays.pid", "301", "the process the ok agent left in the background");
  }

  private static void assertNoSurvivor(String pidFile, String sleepArgument, String what) throws Exception {
    List<String> pids = Files.readAllLines(faults.resolve(pidFile));
    assertFalse(pids.isEmpty(), "the agent recorded " + what);
    for (String pid : pids) {
      // pids wrap quickly here (pid_max 32768), so a live pid must also still be that `sleep` to count.
      boolean survivor = ProcessHandle.of(Long.parseLong(pid.trim()))
          .filter(ProcessHandle::isAlive)
          .flatMap(p -> p.info().arguments())
          .map(arguments -> List.of(arguments).equals(List.of(sleepArgument)))
          .orElse(false);
      assertFalse(survivor, what + " (pid " + pid + ") was killed");
    }
  }
}
