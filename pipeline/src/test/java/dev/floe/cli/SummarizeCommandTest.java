package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code floe summarize} as a user runs it. */
class SummarizeCommandTest {
  @TempDir Path tmp;

  @Test
  void rederivesResultsAndReadme() throws Exception {
    Path complete = AggregationFixtures.copy("evaluations/complete", tmp);
    Path failed = AggregationFixtures.copy("evaluations/failed-attempt", tmp);
    CommandOutput run = CommandOutput.run("summarize", complete.toString(), failed.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(complete + ": complete; base 43.75% ± 4.42%, self 70.83% ± 21.99%\n"
        + failed + ": incomplete; base —, self —\n"
        + "  incomplete: base CASE-002-beta attempt 3: no run record\n"
        + "  incomplete: self CASE-002-beta attempt 2: failed (agent_timeout: no answer within 600 s)\n", run.out());
    assertTrue(Files.exists(complete.resolve("results.json")));
    assertTrue(Files.readString(failed.resolve("README.md")).contains("## Incomplete"));
  }

  @Test
  void scoreOutsideUnitIntervalExitsOneNamingTheFileAndWritesNothing() throws Exception {
    Path good = AggregationFixtures.copy("evaluations/failed-attempt", tmp);
    Path bad = AggregationFixtures.copy("evaluations/complete", tmp);
    Path file = bad.resolve("runs/base/CASE-001-alpha/attempt-02/run.json");
    Files.writeString(file, Files.readString(file).replace("\"score\": 0.5", "\"score\": 50"));
    CommandOutput run = CommandOutput.run("summarize", good.toString(), bad.toString());
    assertEquals(1, run.exitCode());
    assertEquals("floe: " + file + ": score 50.0 is outside [0, 1] (scores are fractions)\n", run.err());
    assertFalse(Files.exists(good.resolve("results.json")), "the good folder is not written either");
    assertFalse(Files.exists(bad.resolve("results.json")));
  }

  @Test
  void notAnEvaluationFolder() {
    CommandOutput run = CommandOutput.run("summarize", tmp.toString());
    assertEquals(1, run.exitCode());
    assertEquals("floe: " + tmp + ": not an evaluation folder (no evaluation_config.toml)\n", run.err());
  }

  @Test
  void help() {
    CommandOutput run = CommandOutput.run("summarize", "--help");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains("Usage: floe summarize"), run.out());
  }
}
