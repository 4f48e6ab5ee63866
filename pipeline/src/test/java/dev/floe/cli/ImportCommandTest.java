package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code floe import gdpevo-reports}, then {@code floe leaderboard} with the shipped GDPevo config. */
class ImportCommandTest {
  @TempDir Path out;

  @Test
  void importsTheExampleReportsAndTheShippedLeaderboardRuns() throws Exception {
    Path experiments = AggregationFixtures.RESOURCES.resolve("gdpevo/experiments");
    CommandOutput run = CommandOutput.run("import", "gdpevo-reports", experiments.toString(), "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().endsWith("3 evaluations imported\n"), run.out());
    assertTrue(run.out().contains(" -> " + out.resolve("evaluations/codex-gpt5-5-xhigh-gdpevo-task-group-001")),
        run.out());
    assertEquals("", run.err());

    CommandOutput board = CommandOutput.run("leaderboard", "--config", "../samples/leaderboards/gdpevo.toml",
        "--evaluations", out.toString(), "--out", out.toString());
    assertEquals(0, board.exitCode(), board.err());
    assertTrue(board.out().lines().skip(1).findFirst().orElseThrow().startsWith("1  panofy       Claude Opus 4.6"),
        board.out());
    assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("| 2 | codex | gpt-5.5 | 1 | 44.43% | 2.63% |"));
  }

  @Test
  void discrepanciesArePrintedAsWarnings() {
    CommandOutput run = CommandOutput.run("import", "gdpevo-reports",
        AggregationFixtures.RESOURCES.resolve("gdpevo/anchors").toString(), "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.err().contains("floe: warning: ") && run.err().contains(
        "task_group_004.yaml: self.cases.CASE-002-test-002.acc is stored as 0.55 but the attempts give 0.5"), run.err());
  }

  @Test
  void secondImportIsRefusedUnlessReplace() {
    Path experiments = AggregationFixtures.RESOURCES.resolve("gdpevo/experiments");
    assertEquals(0, CommandOutput.run("import", "gdpevo-reports", experiments.toString(), "--out", out.toString())
        .exitCode());
    CommandOutput again = CommandOutput.run("import", "gdpevo-reports", experiments.toString(), "--out", out.toString());
    assertEquals(1, again.exitCode());
    assertTrue(again.err().startsWith("floe: 3 problems:"), again.err());
    assertEquals(0, CommandOutput.run("import", "gdpevo-reports", experiments.toString(), "--out", out.toString(),
        "--replace").exitCode());
  }

  @Test
  void importAloneIsAUsageError() {
    assertEquals(2, CommandOutput.run("import").exitCode());
    assertEquals(0, CommandOutput.run("import", "gdpevo-reports", "--help").exitCode());
  }
}
