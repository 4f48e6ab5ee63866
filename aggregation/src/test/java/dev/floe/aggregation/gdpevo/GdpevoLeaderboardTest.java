package dev.floe.aggregation.gdpevo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.leaderboard.EvaluationScan;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.aggregation.leaderboard.Row;
import dev.floe.aggregation.testing.Fixtures;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leaderboard Floe ships for GDPevo (samples/leaderboards/gdpevo.toml) over the three imported
 * example reports: one row per harness + model, each over its one task group, every cell worked out
 * by hand from the reports' stored values.
 */
class GdpevoLeaderboardTest {
  private static final Path CONFIG = Path.of("../samples/leaderboards/gdpevo.toml");

  @TempDir Path out;

  @Test
  void publishedColumnsFromTheExampleReports() {
    GdpevoReportImport.write(GdpevoReportImport.read(Fixtures.RESOURCES.resolve("gdpevo/experiments"),
        SubBenchmarkNaming.TASK_GROUP, Instant.parse("2026-11-01T00:00:00Z")), out, false);
    Leaderboard board = Leaderboard.compute(LeaderboardConfig.read(CONFIG), EvaluationScan.collect(List.of(out)));

    // sorted by base acc, descending: Panofy 55.16, Codex 44.43, Claude Code 42.74
    assertEquals(List.of("panofy", "codex", "claude_code"),
        board.rows().stream().map(r -> r.key().get("agent.name")).toList());
    board.rows().forEach(r -> assertTrue(r.complete(), r.incomplete().toString()));

    // Codex / gpt-5.5, task group 001. Cost is priced from tokens: ((input - cached) × 5 + cached × 0.5
    // + output × 30) / 1e6, e.g. base: ((456965.6 - 403242.67) × 5 + 403242.67 × 0.5 + 14219.33 × 30) / 1e6.
    double base = ((456965.6 - 403242.67) * 5 + 403242.67 * 0.5 + 14219.33 * 30) / 1e6;
    double fewshot = ((412637.73 - 366020.27) * 5 + 366020.27 * 0.5 + 13239.67 * 30) / 1e6;
    Row codex = board.rows().get(1);
    assertEquals("gpt-5.5", codex.key().get("agent.model"));
    assertEquals(fewshot / base - 1, codex.cells().get("fewshot_cost_change").value(), 1e-12);
    assertCells(codex, Map.ofEntries(
        Map.entry("groups", "1"),
        Map.entry("base_acc", "44.43%"), Map.entry("base_std", "2.63%"),
        Map.entry("fewshot_acc", "48.12%"), Map.entry("fewshot_std", "7.59%"),
        Map.entry("self_acc", "71.06%"), Map.entry("self_std", "1.17%"),
        Map.entry("reflect3_acc", "68.34%"), Map.entry("reflect3_std", "9.77%"),
        Map.entry("base_rounds", "14.87"), Map.entry("base_tool_calls", "30.00"),
        Map.entry("fewshot_rounds", "13.80"), Map.entry("fewshot_tool_calls", "27.20"),
        Map.entry("self_rounds", "8.93"), Map.entry("self_tool_calls", "33.87"),
        Map.entry("reflect3_rounds", "9.40"), Map.entry("reflect3_tool_calls", "30.87"),
        // 0.813287535 / 0.896815885 - 1 = -9.31%; self 0.87801665 → -2.10%; reflect-3 0.892449765 → -0.49%
        Map.entry("fewshot_cost_change", "-9.31%"), Map.entry("self_cost_change", "-2.10%"),
        Map.entry("reflect3_cost_change", "-0.49%"),
        // lift = mode acc - base acc: 0.4812 - 0.4443, 0.7106 - 0.4443, 0.6834 - 0.4443
        Map.entry("fewshot_lift", "+3.69 pp"), Map.entry("self_lift", "+26.63 pp"),
        Map.entry("reflect3_lift", "+23.91 pp")));

    // Claude Code / claude-opus-4-8, group 002: costs are stored (0.278 base, 0.3004, 0.3025, 0.277)
    Row claude = board.rows().get(2);
    assertEquals("claude-opus-4-8", claude.key().get("agent.model"));
    assertCells(claude, Map.ofEntries(
        Map.entry("base_acc", "42.74%"), Map.entry("base_std", "0.00%"),
        Map.entry("fewshot_acc", "58.48%"), Map.entry("fewshot_std", "1.22%"),
        Map.entry("self_acc", "49.84%"), Map.entry("self_std", "7.68%"),
        Map.entry("reflect3_acc", "58.79%"), Map.entry("reflect3_std", "1.43%"),
        Map.entry("base_rounds", "8.60"), Map.entry("base_tool_calls", "10.73"),
        Map.entry("fewshot_cost_change", "+8.06%"), Map.entry("self_cost_change", "+8.81%"),
        Map.entry("reflect3_cost_change", "-0.36%"),
        Map.entry("fewshot_lift", "+15.74 pp"), Map.entry("self_lift", "+7.10 pp"),
        Map.entry("reflect3_lift", "+16.05 pp")));

    // Panofy / Claude Opus 4.6, group 003: 0.8489 / 0.7823 - 1 = +8.51%; reflect-3 lift 0.4747 - 0.5516
    Row panofy = board.rows().get(0);
    assertEquals("Claude Opus 4.6", panofy.key().get("agent.model"));
    assertCells(panofy, Map.ofEntries(
        Map.entry("base_acc", "55.16%"), Map.entry("base_std", "6.63%"),
        Map.entry("reflect3_acc", "47.47%"), Map.entry("reflect3_rounds", "21.80"),
        Map.entry("fewshot_cost_change", "+8.51%"), Map.entry("self_cost_change", "-2.58%"),
        Map.entry("reflect3_cost_change", "+4.56%"),
        Map.entry("fewshot_lift", "+17.17 pp"), Map.entry("self_lift", "+0.55 pp"),
        Map.entry("reflect3_lift", "-7.69 pp")));
  }

  private static void assertCells(Row row, Map<String, String> expected) {
    Map<String, String> actual = new TreeMap<>();
    expected.keySet().forEach(k -> actual.put(k, row.cells().get(k).text()));
    assertEquals(new TreeMap<>(expected), actual, row.label());
  }
}
