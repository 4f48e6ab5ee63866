package dev.floe.aggregation.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.leaderboard.Cell;
import dev.floe.aggregation.leaderboard.Column;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.aggregation.leaderboard.Row;

/**
 * {@code leaderboard.json}: the config's columns, then every row with its key, the evaluation folder
 * of each sub-benchmark, each column's exact value and printed text, and why the row is incomplete.
 * A missing value is {@code null} with its reasons; an infinite one is {@code null} with text "inf".
 */
public final class LeaderboardJson {
  private LeaderboardJson() {}

  public static String of(Leaderboard board) {
    LeaderboardConfig config = board.config();
    ObjectNode root = Json.object();
    root.put("id", config.id());
    root.put("title", config.title());
    if (config.description() != null) {
      root.put("description", config.description());
    }
    config.rowKey().forEach(root.putArray("row_key")::add);
    if (!config.subBenchmarks().isEmpty()) {
      config.subBenchmarks().forEach(root.putArray("sub_benchmarks")::add);
    }
    ArrayNode columns = root.putArray("columns");
    for (Column c : config.columns()) {
      ObjectNode node = columns.addObject();
      node.put("name", c.name());
      node.put("title", c.title());
      node.put("expr", c.expr());
      node.put("format", c.format().configName());
      node.put("decimals", c.decimals());
    }
    root.put("evaluations", board.evaluations());
    ArrayNode rows = root.putArray("rows");
    int rank = 0;
    for (Row row : board.rows()) {
      ObjectNode node = rows.addObject();
      node.put("rank", ++rank);
      ObjectNode key = node.putObject("key");
      row.key().forEach(key::put);
      node.put("complete", row.complete());
      row.incomplete().forEach(node.putArray("incomplete")::add);
      ObjectNode evaluations = node.putObject("evaluations");
      row.evaluations().forEach((sub, folder) -> evaluations.put(sub, folder.toString()));
      ObjectNode cells = node.putObject("cells");
      row.cells().forEach((name, cell) -> cells.set(name, cell(cell)));
    }
    // Always there, empty when there are none: a reader checks the list, not whether the key exists.
    ArrayNode warnings = root.putArray("warnings");
    board.warnings().forEach(warnings::add);
    return Json.text(root);
  }

  private static ObjectNode cell(Cell cell) {
    ObjectNode node = Json.object();
    if (Double.isFinite(cell.value())) {
      node.put("value", cell.value());
    } else {
      node.putNull("value");
    }
    node.put("text", cell.text());
    if (!cell.missing().isEmpty()) {
      cell.missing().forEach(node.putArray("missing")::add);
    }
    return node;
  }
}
