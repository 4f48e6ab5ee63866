package dev.floe.aggregation.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Summarizing hand-built evaluation folders: every aggregate of SPEC.md §4, worked out by hand. */
class EvaluationFolderTest {
  private static final double EXACT = 1e-15;

  @TempDir Path tmp;

  @Test
  void summarizeComputesEveryAggregate() throws Exception {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/complete", tmp));
    Results results = folder.summarize();

    assertTrue(results.complete());
    ModeResult base = results.modes().get("base");
    CaseResult alpha = base.cases().get("CASE-001-alpha");
    assertEquals(Arrays.asList(0.6875, 0.5, 0.6875), alpha.scores());
    assertEquals(0.625, alpha.acc(), EXACT);
    // population std: deviations 1/16, -1/8, 1/16 → sqrt((1/256 + 1/64 + 1/256) / 3) = sqrt(1/128)
    assertEquals(Math.sqrt(1.0 / 128), alpha.std(), EXACT);
    assertEquals(0.25, base.cases().get("CASE-002-beta").acc(), EXACT);
    assertEquals(0.0, base.cases().get("CASE-002-beta").std(), EXACT);
    assertEquals((0.625 + 0.25) / 2, base.acc(), EXACT);
    assertEquals((Math.sqrt(1.0 / 128) + 0) / 2, base.std(), EXACT, "mode std = mean of case stds");

    ModeResult self = results.modes().get("self");
    double alphaStd = Math.sqrt((0.0625 + 0.0625 + 0) / 3);     // [1.0, 0.5, 0.75] around 0.75
    double betaStd = Math.sqrt((2 / 36.0 + 4 / 36.0) / 3);     // [0.5, 0.5, 1.0] around 2/3
    assertEquals((0.75 + 2 / 3.0) / 2, self.acc(), EXACT);
    assertEquals((alphaStd + betaStd) / 2, self.std(), 1e-12);

    // efficiency: per case the mean of the attempts, then the mean of the cases; turns are called rounds
    assertEquals(0.6, alpha.efficiency().get("cost_usd"), 1e-12);
    assertEquals((0.6 + 0.2) / 2, base.efficiency().get("cost_usd"), 1e-12);
    assertEquals((12 + 8) / 2.0, base.efficiency().get("rounds"), EXACT);
    assertEquals(20.0, base.efficiency().get("tool_calls"), EXACT);
    assertEquals(60.0, base.efficiency().get("seconds"), EXACT, "from duration_ms");
    assertEquals(0.1, self.efficiency().get("cost_usd"), 1e-12);

    // written, and read back equal
    assertEquals(results, folder.readResults().orElseThrow());
    String readme = Files.readString(folder.path().resolve("README.md"));
    assertTrue(readme.contains("| base | 43.75% | 4.42% | yes |"), readme);
    assertTrue(readme.contains("| [CASE-001-alpha](runs/base/CASE-001-alpha/) | "
        + "[0.6875](runs/base/CASE-001-alpha/attempt-01/), [0.5000](runs/base/CASE-001-alpha/attempt-02/), "
        + "[0.6875](runs/base/CASE-001-alpha/attempt-03/) | 62.50% | 8.84% |"), readme);
  }

  @Test
  void failedOrMissingAttemptMakesCaseAndModeIncompleteWithReasons() {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/failed-attempt", tmp));
    Results results = folder.summarize();

    assertFalse(results.complete());
    ModeResult self = results.modes().get("self");
    assertFalse(self.complete());
    assertNull(self.acc(), "no silent 0 and no mean over the other cases");
    assertNull(self.std());
    CaseResult beta = self.cases().get("CASE-002-beta");
    assertEquals(Arrays.asList(0.75, null, 0.75), beta.scores());
    assertNull(beta.acc());
    assertEquals(0.75, self.cases().get("CASE-001-alpha").acc(), EXACT, "the complete case keeps its acc");
    assertEquals(List.of("self CASE-002-beta attempt 2: failed (agent_timeout: no answer within 600 s)"),
        self.incomplete());

    ModeResult base = results.modes().get("base");
    assertNull(base.acc());
    assertEquals(List.of("base CASE-002-beta attempt 3: no run record"), base.incomplete());
  }

  @Test
  void modeWithoutRunsIsIncomplete() {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/complete", tmp));
    EvaluationConfig config = folder.readConfig();
    Protocol withReflect = new Protocol(List.of("base", "self", "reflect-3"), 3, 3, 42L);
    Results results = AccAtK.of(new EvaluationConfig(config.id(), config.subBenchmark(), config.trainBenchmark(),
        config.testBenchmark(), config.created(), config.train(), config.test(), config.agent(), withReflect,
        config.extra()), folder.readRuns());
    assertFalse(results.complete());
    assertEquals(List.of("reflect-3: no runs"), results.modes().get("reflect-3").incomplete());
    assertTrue(results.modes().get("base").complete());
  }

  @Test
  void expectedCasesTheRunsLackAreNamed() {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/complete", tmp));
    Results results = folder.recompute(List.of("CASE-001-alpha", "CASE-002-beta", "CASE-003-gamma"));
    assertEquals(List.of("base CASE-003-gamma: no runs"), results.modes().get("base").incomplete());
    assertNull(results.modes().get("base").acc());
  }

  @Test
  void unknownFieldsSurviveARewrite() throws Exception {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/unknown-fields", tmp));
    EvaluationConfig config = folder.readConfig();
    folder.writeConfig(config);
    String toml = Files.readString(folder.configFile());
    assertTrue(toml.contains("harness_flags = [\"--fast\"]"), toml);
    assertTrue(toml.contains("[sandbox]\nkind = \"bubblewrap\"\npaths = [\"/tmp\", \"/work\"]"), toml);
    assertTrue(toml.contains("harness_version = \"9.9\""), toml);
    assertEquals(config, folder.readConfig());

    RunRecord run = folder.readRun("base", "CASE-001-alpha", 1).orElseThrow();
    folder.writeRun(run);
    String json = Files.readString(folder.attemptFolder("base", "CASE-001-alpha", 1).resolve("run.json"));
    assertTrue(json.contains("\"budget\" : {"), json);
    assertTrue(json.contains("\"environment\" : \"docker\""), json);
    assertTrue(json.contains("\"reasoning_tokens\" : 7"), json);
    assertTrue(json.contains("\"session_id\" : \"s-1\""), json);
    assertEquals(run, folder.readRun("base", "CASE-001-alpha", 1).orElseThrow());
  }

  @Test
  void differingKeysNameWhatChangedButNotTheTime() {
    EvaluationConfig config = EvaluationFolder.at(Fixtures.RESOURCES.resolve("evaluations/complete")).readConfig();
    EvaluationConfig later = new EvaluationConfig(config.id(), config.subBenchmark(), config.trainBenchmark(),
        config.testBenchmark(), java.time.Instant.parse("2027-01-01T00:00:00Z"), config.train(), config.test(),
        new Agent("demo-agent", "model-y", "high", "0.3.0"), new Protocol(List.of("base", "self"), 5, 3, 42L),
        config.extra());
    assertEquals(List.of("agent.model", "protocol.attempts"), config.differingKeys(later));
    assertEquals(List.of(), config.differingKeys(config));
    List<String> reversed = new java.util.ArrayList<>(config.protocol().modes());
    java.util.Collections.reverse(reversed);
    EvaluationConfig reordered = new EvaluationConfig(config.id(), config.subBenchmark(), config.trainBenchmark(),
        config.testBenchmark(), config.created(), config.train(), config.test(), config.agent(),
        new Protocol(reversed, config.protocol().attempts(), config.protocol().maxTries(), config.protocol().seed()),
        config.extra());
    assertTrue(reversed.size() > 1 && !reversed.equals(config.protocol().modes()));
    assertEquals(List.of(), config.differingKeys(reordered), "the same modes in another order are the same run");
  }

  @Test
  void messagesSayWhatIsWrongInTheUsersTermsNotTheParsers() throws Exception {
    IllegalArgumentException truncated = org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> Json.parse("{"));
    assertEquals("line 1, column 2: not valid JSON (Unexpected end-of-input: expected close marker for Object)",
        truncated.getMessage());
    String text = Files.readString(Fixtures.RESOURCES.resolve("evaluations/complete/evaluation_config.toml"))
        .replaceFirst("attempts = 3", "attempts = \"3\"");
    IllegalArgumentException attempts = org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> EvaluationConfig.parse(text));
    assertTrue(attempts.getMessage().contains("protocol.attempts must be a whole number, not the string \"3\""),
        attempts.getMessage());
  }

  @Test
  void writtenRunIsReadBackAndNoTemporaryFileIsLeft() throws Exception {
    EvaluationFolder folder = EvaluationFolder.at(tmp.resolve("fresh"));
    RunRecord run = RunRecord.scored("e-1", "base", "CASE-001-a", 1, 0.8125)
        .withUsage(Usage.of(java.util.Map.of("cost_usd", 0.01, "turns", 3.0)));
    folder.writeRun(run);
    Path attempt = folder.attemptFolder("base", "CASE-001-a", 1);
    try (var files = Files.list(attempt)) {
      assertEquals(List.of(attempt.resolve("run.json")), files.toList());
    }
    assertEquals(List.of(run), folder.readRuns());
  }

  @Test
  void scoreOutsideUnitIntervalNamesTheFile() throws Exception {
    Path dir = Fixtures.copy("evaluations/complete", tmp);
    Path file = dir.resolve("runs/self/CASE-002-beta/attempt-03/run.json");
    Files.writeString(file, Files.readString(file).replace("\"score\": 1.0", "\"score\": 81.25"));
    FileProblemException e = assertThrows(FileProblemException.class, () -> EvaluationFolder.at(dir).summarize());
    assertEquals(file + ": score 81.25 is outside [0, 1] (scores are fractions)", e.getMessage());
    assertFalse(Files.exists(dir.resolve("results.json")), "nothing written");
  }

  @Test
  void runInTheWrongFolderIsRefused() throws Exception {
    Path dir = Fixtures.copy("evaluations/complete", tmp);
    Path file = dir.resolve("runs/base/CASE-002-beta/attempt-01/run.json");
    Files.writeString(file, Files.readString(file).replace("\"attempt\": 1", "\"attempt\": 2"));
    FileProblemException e = assertThrows(FileProblemException.class, () -> EvaluationFolder.at(dir).readRuns());
    assertTrue(e.getMessage().startsWith(file + ": says mode base, case CASE-002-beta, attempt 2 but lies in"),
        e.getMessage());
  }

  @Test
  void summaryLeavesOutTheCasesOnly() throws Exception {
    EvaluationFolder folder = EvaluationFolder.at(Fixtures.copy("evaluations/complete", tmp));
    Results full = folder.summarize();
    Results summary = folder.readResultsSummary().orElseThrow();
    assertTrue(summary.modes().get("base").cases().isEmpty());
    assertEquals(full.modes().get("self").acc(), summary.modes().get("self").acc());
    assertEquals(full.modes().get("self").efficiency(), summary.modes().get("self").efficiency());
    Files.writeString(folder.resultsFile(), Files.readString(folder.resultsFile()) + "{}");
    FileProblemException e = assertThrows(FileProblemException.class, folder::readResultsSummary);
    assertTrue(e.getMessage().contains("more after the end of the document"), e.getMessage());
  }

  @Test
  void malformedJsonSaysWhere() throws Exception {
    Path dir = Fixtures.copy("evaluations/complete", tmp);
    Files.writeString(dir.resolve("results.json"), "{\"evaluation\": \"x\",\n  \"modes\": {");
    FileProblemException e = assertThrows(FileProblemException.class, () -> EvaluationFolder.at(dir).readResults());
    assertTrue(e.getMessage().startsWith(dir.resolve("results.json") + ": line 2, column"), e.getMessage());
  }

  @Test
  void anEvaluationConfigWithAByteOrderMarkReads() throws Exception {
    Path dir = Fixtures.copy("evaluations/complete", tmp);
    EvaluationConfig plain = EvaluationFolder.at(dir).readConfig();
    Path file = dir.resolve(EvaluationConfig.FILE);
    Files.writeString(file, "\uFEFF" + Files.readString(file));
    assertEquals(plain, EvaluationFolder.at(dir).readConfig());
  }
}
