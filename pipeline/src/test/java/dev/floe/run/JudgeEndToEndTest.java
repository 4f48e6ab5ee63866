package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code floe run} on a plain RFC-0001 benchmark (no grader.toml anywhere) graded by a command judge that reads the
 * rubric's points and checks the answer: the scores are what the rubrics dictate, read against the maximum each
 * rubric states; every one of 3 samples per answer is recorded with their spread; the judge's usage is kept apart from
 * the agent's; reflect feedback stays a score; and a resume with another judge is refused.
 */
class JudgeEndToEndTest {
  private static final List<String> MODES = List.of("base", "reflect-1");
  @TempDir static Path temp;
  static Path out;
  static Path agent;
  static Path judge;
  static RunFixture.Outcome outcome;

  @BeforeAll
  static void runOnce() throws Exception {
    agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    judge = RunFixture.judgeConfig(temp, "rubric_judge.sh", "rubric", "");
    out = temp.resolve("out");
    outcome = RunFixture.run(RunFixture.JUDGED, agent, out, "--modes", String.join(",", MODES), "--attempts", "2",
        "--judge-config", judge.toString(), "--judge-samples", "3", "--work-dir", temp.resolve("work").toString());
  }

  private static Path evaluation() {
    return out.resolve("evaluations/gamma-learner-fixture-1-0-none");
  }

  private static JsonNode run(String mode, String caseId, int attempt) throws Exception {
    return RunFixture.json(evaluation().resolve("runs").resolve(mode).resolve(caseId)
        .resolve(String.format("attempt-%02d", attempt)).resolve("run.json"));
  }

  @Test
  void scoresAreWhatTheRubricsDictate() throws Exception {
    assertEquals(0, outcome.exitCode(), outcome.err());
    JsonNode results = RunFixture.json(evaluation().resolve("results.json"));
    assertTrue(results.get("complete").asBoolean());
    // Base has the value but not the house format: 6 of "max 10 points", and 70 of "max 100 points".
    assertEquals(0.6, results.at("/modes/base/cases/CASE-001-north/acc").asDouble(), 1e-12);
    assertEquals(0.7, results.at("/modes/base/cases/CASE-002-south/acc").asDouble(), 1e-12);
    assertEquals(0.65, results.at("/modes/base/acc").asDouble(), 1e-12);
    assertEquals(1.0, results.at("/modes/reflect-1/acc").asDouble(), 1e-12, "the evolve learned the house format");
    assertTrue(outcome.out().matches("(?s).*\\bgamma\\s+base\\s+65\\.00%\\s+0\\.00%\\s+0/4\\n.*"), outcome.out());
  }

  @Test
  void everySampleIsRecordedWithItsSpreadAndTheVerdictTheJudgeGave() throws Exception {
    JsonNode run = run("base", "CASE-001-north", 2);
    assertEquals("ok", run.get("status").asText());
    assertEquals(0.6, run.get("score").asDouble(), 1e-12);
    assertEquals("judge: mean of 3 samples", run.at("/grader/rule").asText());
    JsonNode samples = run.at("/judge/samples");
    assertEquals(3, samples.size());
    for (int i = 0; i < 3; i++) {
      JsonNode sample = samples.get(i);
      assertEquals(i + 1, sample.get("sample").asInt());
      assertEquals("ok", sample.get("status").asText());
      assertEquals(0.6, sample.get("score").asDouble(), 1e-12);
      assertEquals("score/rubric maximum", sample.get("rule").asText(), "the judge gave no max_score");
      assertEquals(6, sample.at("/raw/score").asInt());
      assertEquals(2, sample.at("/raw/points").size(), "the judge's per-criterion points are kept");
      assertEquals(0, sample.at("/raw/points/1/awarded").asInt(), "no house format in base");
      assertTrue(sample.at("/raw/reason").asText().startsWith("JUDGE-VERDICT-TOKEN"));
      assertEquals("# CASE-001-north", sample.at("/raw/statement").asText(), "the judge was shown the statement");
      assertEquals("10", sample.at("/raw/rubric_max").asText(), "and the rubric's stated maximum");
      assertEquals(1, sample.get("tries").asInt());
    }
    assertEquals(0.6, run.at("/judge/mean").asDouble(), 1e-12);
    assertEquals(0.0, run.at("/judge/spread/std").asDouble(), 0);
    assertEquals(0.6, run.at("/judge/spread/min").asDouble(), 1e-12);
    assertEquals(0.6, run.at("/judge/spread/max").asDouble(), 1e-12);
    String log = Files.readString(evaluation().resolve("runs/base/CASE-001-north/attempt-02/grader.log"));
    assertTrue(log.contains("judging CASE-001-north of gamma-test, sample 3"), log);
  }

  @Test
  void theJudgeGradesPrivateCopiesAndTheKeptAnswerIsTheAgents() throws Exception {
    // The judge overwrites every answer file it is shown; the answer Floe keeps is still the agent's.
    JsonNode answer =
        RunFixture.json(evaluation().resolve("runs/reflect-1/CASE-002-south/attempt-01/answer/answer.json"));
    assertEquals("south", answer.get("value").asText());
  }

  @Test
  void judgeUsageIsKeptApartFromTheAgentsAndHasItsOwnFigures() throws Exception {
    JsonNode run = run("reflect-1", "CASE-002-south", 1);
    assertEquals(100, run.at("/usage/input_tokens").asInt(), "the agent's usage is its own");
    assertEquals(150, run.at("/judge/usage/input_tokens").asInt(), "3 samples of 50");
    assertEquals(0.003, run.at("/judge/usage/cost_usd").asDouble(), 1e-12);
    JsonNode efficiency = RunFixture.json(evaluation().resolve("results.json")).at("/modes/base/efficiency");
    assertEquals(100.0, efficiency.get("input_tokens").asDouble(), 1e-9);
    assertEquals(150.0, efficiency.get("judge_input_tokens").asDouble(), 1e-9);
    assertEquals(0.003, efficiency.get("judge_cost_usd").asDouble(), 1e-12);
    assertEquals(0.0, efficiency.get("judge_std").asDouble(), 0, "how noisy the judge was: not at all");
    assertFalse(efficiency.has("cost_usd"), "no judge cost is counted as the agent's");
    String readme = Files.readString(evaluation().resolve("README.md"));
    assertTrue(readme.contains("- Judge (grades the cases without a machine grader): rubric, model rubric-reader "
        + "(command), 3 samples per answer"), readme);
    // The reflect rounds' judge calls are the judge's too: in evolve.json, apart from the agent's usage.
    JsonNode evolve = RunFixture.json(evaluation().resolve("evolve/reflect-1/attempt-01/evolve.json"));
    assertEquals(2 * 3 * 50, evolve.at("/judge_usage/input_tokens").asInt(), "2 train cases, 3 samples each");
    assertEquals(2 * 100, evolve.at("/usage/input_tokens").asInt(), "the agent's 2 train solves");
  }

  @Test
  void reflectFeedbackStaysAScoreAndNoVerdictReachesTheAgent() throws Exception {
    Path rounds = evaluation().resolve("evolve/reflect-1/attempt-01/rounds/1");
    JsonNode feedback = RunFixture.json(rounds.resolve("CASE-001-east/feedback.json"));
    List<String> keys = new ArrayList<>();
    feedback.fieldNames().forEachRemaining(keys::add);
    assertEquals(List.of("round", "status", "score"), keys);
    assertEquals(1.0, feedback.get("score").asDouble(), 1e-12, "round 0's state knew the house format");
    // learner.sh copies every feedback file it is shown into its state: the judge's words are in none of them.
    String state = Files.readString(evaluation().resolve("evolve/reflect-1/attempt-01/state/state.txt"));
    assertTrue(state.contains("feedback round 1: 2 feedback, 2 answers"), state);
    for (Path file : RunFixture.files(evaluation().resolve("evolve"), "state.txt")) {
      assertFalse(Files.readString(file).contains("JUDGE-VERDICT-TOKEN"), file.toString());
    }
  }

  @Test
  void theJudgeIsPartOfTheProtocolAndAResumeWithAnotherJudgeIsRefused() throws Exception {
    String config = Files.readString(evaluation().resolve("evaluation_config.toml"));
    assertTrue(config.contains("[judge]\nname = \"rubric\"\nmodel = \"rubric-reader\"\nthinking_level = \"\"\n"
        + "version = \"1.0.0\"\nkind = \"command\"\nsamples = 3\n"), config);
    Path other = RunFixture.judgeConfig(temp, "rubric_judge.sh", "other", "timeout = 30\n");
    RunFixture.Outcome refused = RunFixture.run(RunFixture.JUDGED, agent, out, "--modes", String.join(",", MODES),
        "--attempts", "2", "--judge-config", other.toString(), "--judge-samples", "1",
        "--work-dir", temp.resolve("work").toString());
    assertEquals(1, refused.exitCode(), refused.err());
    assertTrue(refused.err().contains("this evaluation folder was made with a different configuration: "
        + "judge.name: was rubric, now other; judge.samples: was 3, now 1; judge.timeout: was 600.0, now 30.0"),
        refused.err());
  }
}
