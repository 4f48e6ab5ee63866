package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code floe leaderboard} as a user runs it: files written, table printed, bad input refused. */
class LeaderboardCommandTest {
  private static final Path DIR = AggregationFixtures.RESOURCES.resolve("leaderboards");

  @TempDir Path out;

  @Test
  void writesJsonCsvMarkdownAndPrintsTheTable() throws Exception {
    CommandOutput run = CommandOutput.run("leaderboard", "--config", DIR.resolve("config.toml").toString(),
        "--evaluations", DIR.resolve("board").toString(), "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals("#   Agent  Model  base acc  base ±  self lift  self cost change  self rounds  groups", lines[0]);
    assertEquals("1   alpha  m1       40.00%   5.00%  +17.50 pp           -30.00%        10.00       2", lines[1]);
    assertEquals("2*  gamma  m2        7.62%   0.00%          —                 —            —       2", lines[2]);
    // count() counts the sub-benchmarks that have a value: beta has base acc for one of two
    assertEquals("3*  beta   m1            —       —          —                 —            —       1", lines[3]);
    assertEquals("floe: warning: evaluations of sub-benchmarks not listed in sub_benchmarks were left out: sub-z\n",
        run.err());

    String md = Files.readString(out.resolve("leaderboard.md"));
    assertTrue(md.startsWith("# Test board\n\nTwo sub-benchmarks, two modes.\n\n"
        + "| # | Agent | Model | base acc | base ± | self lift | self cost change | self rounds | groups |\n"
        + "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        + "| 1 | alpha | m1 | 40.00% | 5.00% | +17.50 pp | -30.00% | 10.00 | 2 |\n"), md);
    assertTrue(md.contains("- 3. beta / m1: sub-y: no evaluation\n"), md);

    String csv = Files.readString(out.resolve("leaderboard.csv"));
    String[] rows = csv.split("\r\n");
    assertEquals("rank,agent.name,agent.model,complete,base_acc,base_acc_pct,base_std,base_std_pct,self_lift,"
        + "self_lift_pct,self_cost_change,self_cost_change_pct,self_rounds,groups,incomplete", rows[0]);
    assertTrue(rows[1].startsWith("1,alpha,m1,true,0.4,40.00,0.05,5.00,"), rows[1]);
    assertTrue(rows[3].startsWith("3,beta,m1,false,,,"), rows[3]);
    assertTrue(rows[3].endsWith(",sub-y: no evaluation"), rows[3]);

    String json = Files.readString(out.resolve("leaderboard.json"));
    assertTrue(json.contains("\"text\" : \"7.62%\""), json);
    assertTrue(json.contains("\"value\" : 0.07625"), json);
  }

  @Test
  void badExpressionExitsOneNamingFileAndColumnAndWritesNothing() {
    Path config = DIR.resolve("bad-expression.toml");
    CommandOutput run = CommandOutput.run("leaderboard", "--config", config.toString(),
        "--evaluations", DIR.resolve("board").toString(), "--out", out.resolve("board").toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("floe: " + config + ": column 'base_std': bad expression: "), run.err());
    assertFalse(run.err().contains("\tat "), "no stack trace");
    assertFalse(Files.exists(out.resolve("board")), "nothing written");
  }

  @Test
  void unknownColumnInSortExitsOne() {
    Path config = DIR.resolve("unknown-sort.toml");
    CommandOutput run = CommandOutput.run("leaderboard", "--config", config.toString(),
        "--evaluations", DIR.resolve("board").toString(), "--out", out.toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("floe: " + config + ": sort refers to 'base_accuracy', which is neither a column"),
        run.err());
    assertEquals(0, AggregationFixtures.fileCount(out));
  }

  @Test
  void malformedResultsExitsOneNamingTheFile() {
    CommandOutput run = CommandOutput.run("leaderboard", "--config", DIR.resolve("config.toml").toString(),
        "--evaluations", DIR.resolve("malformed-results").toString(), "--out", out.toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("floe: " + DIR.resolve("malformed-results/alpha-m1-sub-x/results.json")
        + ": line 3, column"), run.err());
    assertEquals(0, AggregationFixtures.fileCount(out));
  }

  @Test
  void duplicatesExitOneNamingBothFolders() {
    CommandOutput run = CommandOutput.run("leaderboard", "--config", DIR.resolve("config.toml").toString(),
        "--evaluations", DIR.resolve("duplicates").toString(), "--out", out.toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().contains(DIR.resolve("duplicates/newer/alpha-m1-sub-x") + " and "
        + DIR.resolve("duplicates/older/alpha-m1-sub-x")), run.err());
    assertEquals(0, AggregationFixtures.fileCount(out));
  }

  @Test
  void missingOptionsAreUsageErrors() {
    CommandOutput run = CommandOutput.run("leaderboard", "--config", "x.toml");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("Missing required options"), run.err());
    assertEquals(0, CommandOutput.run("leaderboard", "--help").exitCode());
  }
}
