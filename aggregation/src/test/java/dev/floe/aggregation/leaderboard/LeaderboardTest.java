package dev.floe.aggregation.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Leaderboards over hand-built evaluation folders (src/test/resources/leaderboards), values worked out by hand. */
class LeaderboardTest {
  private static final Path DIR = Fixtures.RESOURCES.resolve("leaderboards");

  private static Leaderboard board(String config, String... roots) {
    List<Path> paths = java.util.Arrays.stream(roots).map(DIR::resolve).toList();
    return Leaderboard.compute(LeaderboardConfig.read(DIR.resolve(config)), EvaluationScan.collect(paths));
  }

  private static Row row(Leaderboard board, String agent) {
    return board.rows().stream().filter(r -> r.key().get("agent.name").equals(agent)).findFirst().orElseThrow();
  }

  @Test
  void completeRowHasEveryColumnAsWorkedOutByHand() {
    Leaderboard board = board("config.toml", "board");
    Row alpha = row(board, "alpha");
    assertTrue(alpha.complete(), alpha.incomplete().toString());
    assertEquals(List.of("sub-x", "sub-y"), List.copyOf(alpha.evaluations().keySet()));
    // base acc: mean(0.5, 0.3); base ±: mean of the group stds (0.1, 0.0), not a std across groups
    assertEquals("40.00%", alpha.cells().get("base_acc").text());
    assertEquals(0.4, alpha.cells().get("base_acc").value(), 1e-15);
    assertEquals("5.00%", alpha.cells().get("base_std").text());
    // lift: mean(0.6, 0.55) - mean(0.5, 0.3) = 0.575 - 0.4, from unrounded values
    assertEquals(0.575 - 0.4, alpha.cells().get("self_lift").value(), 1e-15);
    assertEquals("+17.50 pp", alpha.cells().get("self_lift").text());
    // cost change: (0.8 + 2.0) / (1.0 + 3.0) - 1
    assertEquals("-30.00%", alpha.cells().get("self_cost_change").text());
    assertEquals("10.00", alpha.cells().get("self_rounds").text());
    assertEquals("2", alpha.cells().get("groups").text());
  }

  @Test
  void rowMissingASubBenchmarkIsKeptAndSaysWhat() {
    Leaderboard board = board("config.toml", "board");
    Row beta = row(board, "beta");
    assertFalse(beta.complete());
    assertEquals(List.of("sub-y: no evaluation"), beta.incomplete());
    assertEquals("—", beta.cells().get("base_acc").text());
    assertTrue(Double.isNaN(beta.cells().get("base_acc").value()));
    assertFalse(beta.cells().get("base_acc").missing().isEmpty());
    assertTrue(String.join("\n", beta.cells().get("base_acc").missing()).contains("sub-y"),
        beta.cells().get("base_acc").missing().toString());
  }

  @Test
  void rowWithAnIncompleteModeNamesTheFailedAttempt() {
    Leaderboard board = board("config.toml", "board");
    Row gamma = row(board, "gamma");
    assertEquals(List.of("sub-y: mode self incomplete (self CASE-001-a attempt 2: failed (agent_timeout))"),
        gamma.incomplete());
    // 0.07625 is a tie at 2 decimals of a percent: half to even gives 7.62%, as GDPevo prints it
    assertEquals("7.62%", gamma.cells().get("base_acc").text());
    assertEquals("—", gamma.cells().get("self_lift").text());
    assertEquals("—", gamma.cells().get("self_cost_change").text());
  }

  @Test
  void sortedDescendingWithMissingLastAndUnlistedSubBenchmarksLeftOut() {
    Leaderboard board = board("config.toml", "board");
    assertEquals(List.of("alpha", "gamma", "beta"),
        board.rows().stream().map(r -> r.key().get("agent.name")).toList());
    assertEquals(6, board.evaluations());
    assertEquals(List.of("evaluations of sub-benchmarks not listed in sub_benchmarks were left out: sub-z"),
        board.warnings());
  }

  @Test
  void duplicateEvaluationsAreAnErrorNamingBothFolders() {
    FileProblemException e = assertThrows(FileProblemException.class, () -> board("config.toml", "duplicates"));
    String older = DIR.resolve("duplicates/older/alpha-m1-sub-x").toString();
    String newer = DIR.resolve("duplicates/newer/alpha-m1-sub-x").toString();
    assertEquals("two evaluations for row alpha / m1, sub-benchmark sub-x: " + newer + " and " + older
        + "; remove one from the --evaluations folders, or set duplicates = \"newest\" in the leaderboard config",
        e.getMessage());
  }

  @Test
  void duplicatesNewestTakesTheLaterCreated() {
    Leaderboard board = board("newest.toml", "duplicates");
    Row alpha = board.rows().get(0);
    assertEquals(DIR.resolve("duplicates/newer/alpha-m1-sub-x"), alpha.evaluations().get("sub-x"));
    // The newer evaluation recorded no efficiency figures, which the config's columns read.
    assertEquals(List.of("sub-x: self.efficiency.cost_usd not recorded", "sub-x: base.efficiency.cost_usd not recorded",
        "sub-x: self.efficiency.rounds not recorded", "sub-y: no evaluation"), alpha.incomplete());
  }

  @Test
  void badExpressionNamesFileAndColumnWithACaret() {
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> LeaderboardConfig.read(DIR.resolve("bad-expression.toml")));
    assertTrue(e.getMessage().startsWith(DIR.resolve("bad-expression.toml") + ": column 'base_std': bad expression: "),
        e.getMessage());
    assertTrue(e.getMessage().contains("mean(base.std"), e.getMessage());
    assertTrue(e.getMessage().contains("^"), e.getMessage());
  }

  @Test
  void unknownSortColumnAndUnknownMetricAreNamed() {
    FileProblemException sort = assertThrows(FileProblemException.class,
        () -> LeaderboardConfig.read(DIR.resolve("unknown-sort.toml")));
    assertEquals(DIR.resolve("unknown-sort.toml") + ": sort refers to 'base_accuracy', which is neither a column "
        + "(base_acc, base_std, self_lift, self_cost_change, self_rounds, groups) nor a row_key entry", sort.getMessage());
    FileProblemException metric = assertThrows(FileProblemException.class,
        () -> LeaderboardConfig.read(DIR.resolve("unknown-metric.toml")));
    assertEquals(DIR.resolve("unknown-metric.toml") + ": column 'self_rounds' (mean(self.rounds)): 'self.rounds' names "
        + "no metric; a path is <mode>.acc, <mode>.std or <mode>.efficiency.<figure>, e.g. base.acc",
        metric.getMessage());
  }

  @Test
  void malformedResultsNamesTheFile() {
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> EvaluationScan.collect(List.of(DIR.resolve("malformed-results"))));
    assertTrue(e.getMessage().startsWith(DIR.resolve("malformed-results/alpha-m1-sub-x/results.json")
        + ": line 3, column"), e.getMessage());
  }

  @Test
  void columnsThatDoNotReduceOrNameNoMetricAreRefusedWithTheOtherColumnsProblems() {
    String text = """
        id = "x"
        [[columns]]
        name = "raw"
        expr = "base.acc"
        [[columns]]
        name = "lift"
        expr = "self.acc - base.acc"
        [[columns]]
        name = "typo"
        expr = "mean(base.acx)"
        [[columns]]
        name = "broken"
        expr = "mean(base.acc"
        """;
    LeaderboardConfig.ConfigProblems e = assertThrows(LeaderboardConfig.ConfigProblems.class,
        () -> LeaderboardConfig.parse(text, Path.of("x.toml")));
    String reduce = " gives one value per sub-benchmark; reduce it to one number, e.g. mean(...) or sum(...)";
    assertEquals(List.of("column 'raw' (base.acc)" + reduce, "column 'lift' (self.acc - base.acc)" + reduce,
        "column 'typo' (mean(base.acx)): 'base.acx' names no metric; a path is <mode>.acc, <mode>.std or "
            + "<mode>.efficiency.<figure>, e.g. base.acc"),
        e.problems().stream().filter(p -> !p.startsWith("column 'broken'")).toList());
    assertTrue(e.problems().stream().anyMatch(p -> p.startsWith("column 'broken': bad expression: ")),
        e.getMessage());
  }

  @Test
  void everyProblemOfAConfigIsReportedAtOnceEachNamingItsColumn() {
    String text = """
        id = 5
        title = " "
        row_key = ["agent.name", "agent.name"]
        duplicates = "oldest"
        [[columns]]
        name = "a b"
        expr = "mean(base.acc)"
        format = "percentage"
        decimals = "two"
        [[columns]]
        name = "d"
        expr = "mean(base.acc"
        """;
    LeaderboardConfig.ConfigProblems e = assertThrows(LeaderboardConfig.ConfigProblems.class,
        () -> LeaderboardConfig.parse(text, Path.of("x.toml")));
    assertEquals(List.of(
        "column 'a b': name 'a b' must start with a letter and hold only letters, digits, '_' and '-'",
        "column 'a b': format 'percentage' is not one of percent, pp, number, integer",
        "column 'a b': decimals must be a whole number",
        "id must be a string",
        "title is empty: leave it out to show the id",
        "duplicates = \"oldest\" is not \"error\" or \"newest\""),
        e.problems().stream().filter(p -> !p.startsWith("column 'd'")).toList());
    assertTrue(e.problems().stream().anyMatch(p -> p.startsWith("column 'd': bad expression: ")), e.getMessage());
  }

  @Test
  void aRowKeyNamedTwiceIsRefusedBeforeAnythingIsComputed() {
    LeaderboardConfig.ConfigProblems e = assertThrows(LeaderboardConfig.ConfigProblems.class,
        () -> LeaderboardConfig.parse("id = \"x\"\nrow_key = [\"agent.name\", \"agent.name\"]\n"
            + "[[columns]]\nname = \"a\"\nexpr = \"mean(base.acc)\"\n", Path.of("x.toml")));
    assertEquals(List.of("row_key names 'agent.name' twice"), e.problems());
  }

  @Test
  void aFigureAColumnReadsThatAnEvaluationDidNotRecordMakesTheRowIncomplete() {
    LeaderboardConfig config = LeaderboardConfig.parse("id = \"x\"\nsub_benchmarks = [\"sub-x\", \"sub-y\"]\n"
        + "[[columns]]\nname = \"tokens\"\nexpr = \"sum(base.efficiency.tokens)\"\n", Path.of("x.toml"));
    Row alpha = row(Leaderboard.compute(config, EvaluationScan.collect(List.of(DIR.resolve("board")))), "alpha");
    assertEquals("—", alpha.cells().get("tokens").text());
    assertFalse(alpha.complete());
    assertEquals(List.of("sub-x: base.efficiency.tokens not recorded", "sub-y: base.efficiency.tokens not recorded"),
        alpha.incomplete());
  }

  @Test
  void anEvaluationReachedFromTwoRootsCountsOnce() {
    Leaderboard once = board("config.toml", "board");
    Leaderboard twice = board("config.toml", "board", "board", "board/alpha-m1-sub-x");
    assertEquals(once.evaluations(), twice.evaluations());
    assertEquals(once.rows(), twice.rows());
  }

  @Test
  void roundingToPlacesOnlyTheDataGivesIsAProblemOfTheColumn() {
    LeaderboardConfig config = LeaderboardConfig.parse("id = \"x\"\n[[columns]]\nname = \"c\"\n"
        + "expr = \"round(mean(base.acc), mean(base.acc))\"\n", Path.of("x.toml"));
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> Leaderboard.compute(config, EvaluationScan.collect(List.of(DIR.resolve("board")))));
    assertTrue(e.getMessage().startsWith("x.toml: column 'c': round needs a whole number of decimal places"),
        e.getMessage());
  }

  @Test
  void leaderboardJsonAlwaysHasItsWarningsList() throws Exception {
    LeaderboardConfig config = LeaderboardConfig.parse("id = \"x\"\n[[columns]]\nname = \"a\"\n"
        + "expr = \"mean(base.acc)\"\n", Path.of("x.toml"));
    Leaderboard quiet = Leaderboard.compute(config, EvaluationScan.collect(List.of(DIR.resolve("board"))));
    assertEquals(List.of(), quiet.warnings());
    var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
        dev.floe.aggregation.render.LeaderboardJson.of(quiet));
    assertTrue(json.get("warnings").isArray(), json.toString());
    assertEquals(0, json.get("warnings").size());
  }

  @Test
  void aConfigSavedWithAByteOrderMarkReads(@TempDir Path tmp) throws Exception {
    Path file = tmp.resolve("config.toml");
    Files.writeString(file, "\uFEFF" + Files.readString(DIR.resolve("config.toml")));
    LeaderboardConfig config = LeaderboardConfig.read(file);
    assertEquals("test-board", config.id());
    LeaderboardConfig plain = LeaderboardConfig.read(DIR.resolve("config.toml"));
    assertEquals(plain.columns().stream().map(Column::name).toList(),
        config.columns().stream().map(Column::name).toList());
  }
}
