package dev.floe.aggregation.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.files.FileProblemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge's part of an evaluation folder: samples, mean and spread in run.json, the judge's usage as its own
 * efficiency figures in results.json, and the judge in evaluation_config.toml, where a different one shows as
 * differing keys.
 */
class JudgeRecordTest {
  @TempDir Path tmp;

  private static JudgeSample sample(int n, double score, double tokens) {
    return JudgeSample.scored(n, score, "score/max_score", 1, 40, Json.parse("{\"score\": " + score * 10
        + ", \"max_score\": 10, \"reason\": \"r\"}"), Usage.of(Map.of("input_tokens", tokens, "cost_usd", 0.01)));
  }

  private static RunRecord judged(String caseId, int attempt, JudgeRecord judge, double agentTokens) {
    boolean ok = judge.allScored();
    JudgeSample failed = judge.firstFailed().orElse(null);
    return new RunRecord("e-1", "base", caseId, attempt, ok ? RunStatus.OK : RunStatus.FAILED,
        judge.mean().orElse(null), ok ? null : failed.failure(), ok ? null : failed.detail(), 1,
        Instant.parse("2026-12-01T00:00:00Z"), Instant.parse("2026-12-01T00:00:10Z"), 10_000L,
        Usage.of(Map.of("input_tokens", agentTokens)), null, null, judge);
  }

  @Test
  void samplesMeanAndSpreadAreWrittenAndReadBack() {
    JudgeRecord judge = new JudgeRecord(List.of(sample(1, 0.5, 100), sample(2, 0.7, 100), sample(3, 0.9, 120)));
    RunRecord run = judged("CASE-001-a", 1, judge, 1000);
    EvaluationFolder folder = EvaluationFolder.at(tmp.resolve("e-1"));
    folder.writeRun(run);
    JsonNode json = Json.parse(Json.text(run.toJson()));
    assertEquals(0.7, json.get("score").asDouble(), 1e-12);
    assertEquals(3, json.at("/judge/samples").size());
    assertEquals(0.7, json.at("/judge/mean").asDouble(), 1e-12);
    assertEquals(Math.sqrt(0.08 / 3), json.at("/judge/spread/std").asDouble(), 1e-12);
    assertEquals(0.5, json.at("/judge/spread/min").asDouble(), 0);
    assertEquals(0.9, json.at("/judge/spread/max").asDouble(), 0);
    assertEquals(320, json.at("/judge/usage/input_tokens").asInt());
    assertEquals(1000, json.at("/usage/input_tokens").asInt(), "the agent's usage stays the agent's");
    assertEquals(run, folder.readRun("base", "CASE-001-a", 1).orElseThrow());
  }

  @Test
  void aFailedSampleLeavesNoMeanAndNoSpreadAndIsNeverZero() {
    JudgeRecord judge = new JudgeRecord(List.of(sample(1, 0.5, 100), JudgeSample.failed(2, Failure.JUDGE_TIMEOUT,
        "no reply within the time limit (after 3 tries)", 3, 90_000, null, Usage.NONE)));
    RunRecord run = judged("CASE-001-a", 1, judge, 1000);
    JsonNode json = run.toJson();
    assertEquals("judge_timeout", json.get("failure").asText());
    assertTrue(json.get("score").isNull());
    assertTrue(json.at("/judge/mean").isNull());
    assertTrue(json.at("/judge/spread").isNull());
    assertEquals("judge_timeout", json.at("/judge/samples/1/failure").asText());
    assertTrue(json.at("/judge/samples/1/score").isNull());
  }

  @Test
  void aScoreThatIsNotTheMeanOfItsSamplesIsRefusedNamingTheFile() throws Exception {
    EvaluationFolder folder = EvaluationFolder.at(tmp.resolve("e-1"));
    folder.writeRun(judged("CASE-001-a", 1, new JudgeRecord(List.of(sample(1, 0.5, 1), sample(2, 0.7, 1))), 1));
    Path file = folder.attemptFolder("base", "CASE-001-a", 1).resolve("run.json");
    Files.writeString(file, Files.readString(file).replace("\"score\" : 0.6", "\"score\" : 0.9"));
    FileProblemException e = assertThrows(FileProblemException.class, folder::readRuns);
    assertTrue(e.getMessage().startsWith(file + ": an ok attempt graded by the judge has the mean of its samples as "
        + "its score, but score is 0.9"), e.getMessage());
  }

  @Test
  void theJudgesUsageAndNoiseAreItsOwnEfficiencyFigures() {
    EvaluationConfig config = config(new JudgeProtocol("gpt-judge", "gpt-4.1", "", "1", "openai", 2,
        Map.of("base_url", "http://x/v1", "temperature", 0.0, "timeout", 600)));
    List<RunRecord> runs = List.of(
        judged("CASE-001-a", 1, new JudgeRecord(List.of(sample(1, 0.6, 100), sample(2, 0.8, 100))), 1000),
        judged("CASE-002-b", 1, new JudgeRecord(List.of(sample(1, 1.0, 300), sample(2, 1.0, 300))), 3000));
    ModeResult base = AccAtK.of(config, runs).modes().get("base");
    assertEquals((0.7 + 1.0) / 2, base.acc(), 1e-12);
    assertEquals(2000.0, base.efficiency().get("input_tokens"), 1e-9, "the agent's own tokens");
    assertEquals(400.0, base.efficiency().get("judge_input_tokens"), 1e-9, "(200 + 600) / 2");
    assertEquals(0.02, base.efficiency().get("judge_cost_usd"), 1e-12);
    assertEquals(0.05, base.efficiency().get("judge_std"), 1e-12, "(0.1 + 0) / 2: how noisy the judge was");
    assertFalse(base.efficiency().containsKey("cost_usd"), "no judge cost is counted as the agent's");
  }

  @Test
  void theJudgeIsInTheConfigAndAnotherJudgeIsADifferingKey() {
    EvaluationConfig config = config(new JudgeProtocol("gpt-judge", "gpt-4.1", null, "1", "openai", 3,
        Map.of("base_url", "http://x/v1", "temperature", 0.0, "timeout", 600, "command", List.of("a", "b"))));
    EvaluationFolder folder = EvaluationFolder.at(tmp.resolve("e-1"));
    folder.writeConfig(config);
    EvaluationConfig read = folder.readConfig();
    assertEquals(config, read, "integers come back as TOML's whole numbers, and still compare equal");
    assertTrue(config.toToml().contains("[judge]\nname = \"gpt-judge\"\nmodel = \"gpt-4.1\"\nversion = \"1\"\n"
        + "kind = \"openai\"\nsamples = 3\n"), config.toToml());
    EvaluationConfig other = config(new JudgeProtocol("gpt-judge", "gpt-5", null, "1", "openai", 1,
        Map.of("base_url", "http://x/v1", "temperature", 0.0, "timeout", 600, "command", List.of("a", "b"))));
    assertEquals(List.of("judge.model: was gpt-4.1, now gpt-5", "judge.samples: was 3, now 1"),
        read.differences(other));
    List<String> appeared = config(null).differingKeys(read);
    assertTrue(appeared.containsAll(List.of("judge.name", "judge.kind", "judge.samples")), appeared.toString());
  }

  private static EvaluationConfig config(JudgeProtocol judge) {
    return new EvaluationConfig("e-1", "sub", null, "sub-test", Instant.parse("2026-12-01T00:00:00Z"), null, null,
        new Agent("agent", "m", "high", "1"), new Protocol(List.of("base"), 1, 3, 0L), judge, null);
  }
}
