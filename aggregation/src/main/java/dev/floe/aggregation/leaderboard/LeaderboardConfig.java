package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.Id;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import dev.floe.aggregation.files.TomlInput;
import dev.floe.aggregation.render.CellFormat;
import dev.floe.expressions.Expression;
import dev.floe.expressions.ExpressionException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/**
 * {@code leaderboard_config.toml} (SPEC.md §5): which sub-benchmarks a row needs, what forms a row,
 * the columns as expressions, and the order. Every expression is parsed and every path checked when
 * the config is read, so a typo fails before anything is computed or written.
 *
 * @param subBenchmarks the sub-benchmarks every row must have, in vector order; empty = each row's own
 * @param rowKey dotted keys of evaluation_config.toml, such as agent.name
 * @param rowTitles headers for the row-key columns
 * @param source the file it was read from, for messages; may be null
 */
public record LeaderboardConfig(String id, String title, String description, List<String> subBenchmarks,
    List<String> rowKey, List<String> rowTitles, List<SortKey> sort, List<Column> columns,
    DuplicatePolicy duplicates, Path source) {

  static final List<String> DEFAULT_ROW_KEY = List.of("agent.name", "agent.model", "agent.thinking_level");
  private static final Set<String> TOP_KEYS = Set.of("id", "title", "description", "sub_benchmarks", "row_key",
      "row_titles", "sort", "duplicates", "columns");
  private static final Set<String> COLUMN_KEYS = Set.of("name", "title", "expr", "format", "decimals", "signed");

  public LeaderboardConfig {
    Id.require(id, "id");
    title = title == null ? id : title;
    subBenchmarks = List.copyOf(subBenchmarks);
    subBenchmarks.forEach(s -> Id.require(s, "sub_benchmarks entry"));
    if (new HashSet<>(subBenchmarks).size() != subBenchmarks.size()) {
      throw new IllegalArgumentException("sub_benchmarks names a sub-benchmark twice");
    }
    rowKey = List.copyOf(rowKey);
    if (rowKey.isEmpty()) {
      throw new IllegalArgumentException("row_key is empty: name at least one key, such as \"agent.name\"");
    }
    rowTitles = rowTitles == null || rowTitles.isEmpty() ? rowKey : List.copyOf(rowTitles);
    if (rowTitles.size() != rowKey.size()) {
      throw new IllegalArgumentException("row_titles has " + rowTitles.size() + " titles for " + rowKey.size()
          + " row_key entries");
    }
    sort = List.copyOf(sort);
    columns = List.copyOf(columns);
    if (columns.isEmpty()) {
      throw new IllegalArgumentException("no [[columns]]: a leaderboard needs at least one");
    }
    Set<String> names = new LinkedHashSet<>();
    for (Column c : columns) {
      if (!names.add(c.name())) {
        throw new IllegalArgumentException("column '" + c.name() + "' is defined twice");
      }
    }
    for (Column c : columns) {
      for (String path : c.expression().paths()) {
        try {
          MetricPath.parse(path);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("column '" + c.name() + "' (" + c.expr() + "): " + e.getMessage());
        }
      }
    }
    for (SortKey key : sort) {
      if (!names.contains(key.name()) && !rowKey.contains(key.name())) {
        throw new IllegalArgumentException("sort refers to '" + key.name() + "', which is neither a column ("
            + String.join(", ", names) + ") nor a row_key entry");
      }
    }
    duplicates = duplicates == null ? DuplicatePolicy.ERROR : duplicates;
  }

  /** The modes the columns read, in first-use order: a row lacking one of them is incomplete. */
  public Set<String> referencedModes() {
    Set<String> modes = new LinkedHashSet<>();
    columns.forEach(c -> c.expression().paths().forEach(p -> modes.add(MetricPath.parse(p).mode())));
    return modes;
  }

  public Column column(String name) {
    return columns.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
  }

  /** Reads and checks a config file; every message names the file, and the column where there is one. */
  public static LeaderboardConfig read(Path file) {
    String text = InputFile.read(file, InputFile.CONFIG_LIMIT);
    try {
      return parse(text, file);
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
  }

  public static LeaderboardConfig parse(String text, Path source) {
    TomlParseResult toml = TomlInput.parse(text);
    if (toml.hasErrors()) {
      var error = toml.errors().get(0);
      throw new IllegalArgumentException("line " + error.position().line() + ", column "
          + error.position().column() + ": " + error.getMessage());
    }
    for (String key : toml.keySet()) {
      if (!TOP_KEYS.contains(key)) {
        throw new IllegalArgumentException("line " + toml.inputPositionOf(key).line() + ": unknown key '" + key
            + "' (known: " + String.join(", ", new java.util.TreeSet<>(TOP_KEYS)) + ")");
      }
    }
    List<Column> columns = new ArrayList<>();
    TomlArray columnArray = toml.isArray("columns") ? toml.getArray("columns") : null;
    if (toml.contains("columns") && (columnArray == null || !allTables(columnArray))) {
      throw new IllegalArgumentException("columns must be an array of tables, written [[columns]]");
    }
    if (columnArray != null) {
      for (int i = 0; i < columnArray.size(); i++) {
        columns.add(column(columnArray.getTable(i), i));
      }
    }
    List<SortKey> sort = new ArrayList<>();
    if (toml.isString("sort")) {
      sort.add(SortKey.parse(toml.getString("sort")));
    } else if (toml.contains("sort")) {
      strings(toml, "sort").forEach(s -> sort.add(SortKey.parse(s)));
    }
    return new LeaderboardConfig(
        string(toml, "id", true),
        string(toml, "title", false),
        string(toml, "description", false),
        toml.contains("sub_benchmarks") ? strings(toml, "sub_benchmarks") : List.of(),
        toml.contains("row_key") ? strings(toml, "row_key") : DEFAULT_ROW_KEY,
        toml.contains("row_titles") ? strings(toml, "row_titles") : List.of(),
        sort,
        columns,
        toml.contains("duplicates") ? DuplicatePolicy.fromConfig(string(toml, "duplicates", true))
            : DuplicatePolicy.ERROR,
        source);
  }

  private static Column column(TomlTable table, int index) {
    String name = table.isString("name") ? table.getString("name") : null;
    String label = name == null ? "column " + (index + 1) : "column '" + name + "'";
    for (String key : table.keySet()) {
      if (!COLUMN_KEYS.contains(key)) {
        throw new IllegalArgumentException(label + ": unknown key '" + key + "' (known: "
            + String.join(", ", new java.util.TreeSet<>(COLUMN_KEYS)) + ")");
      }
    }
    if (name == null) {
      throw new IllegalArgumentException(label + ": name is missing");
    }
    if (!table.isString("expr")) {
      throw new IllegalArgumentException(label + ": expr is missing (or not a string)");
    }
    String expr = table.getString("expr");
    Expression expression;
    try {
      expression = Expression.parse(expr);
    } catch (ExpressionException e) {
      // The expression's own message shows the expression with a caret under the bad character.
      throw new IllegalArgumentException(label + ": bad expression: " + e.getMessage(), e);
    }
    CellFormat format = table.contains("format") ? CellFormat.fromConfig(string(table, "format", true))
        : CellFormat.NUMBER;
    int decimals = format.defaultDecimals();
    if (table.contains("decimals")) {
      if (!table.isLong("decimals")) {
        throw new IllegalArgumentException(label + ": decimals must be a whole number");
      }
      decimals = (int) (long) table.getLong("decimals");
    }
    boolean signed = format.signedByDefault();
    if (table.contains("signed")) {
      if (!table.isBoolean("signed")) {
        throw new IllegalArgumentException(label + ": signed must be true or false");
      }
      signed = table.getBoolean("signed");
    }
    try {
      return new Column(name, string(table, "title", false), expr, expression, format, decimals, signed);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(label + ": " + e.getMessage(), e);
    }
  }

  private static boolean allTables(TomlArray array) {
    for (int i = 0; i < array.size(); i++) {
      if (!(array.get(i) instanceof TomlTable)) {
        return false;
      }
    }
    return true;
  }

  private static String string(TomlTable table, String key, boolean required) {
    if (!table.contains(key)) {
      if (required) {
        throw new IllegalArgumentException(key + " is missing");
      }
      return null;
    }
    if (!table.isString(key)) {
      throw new IllegalArgumentException(key + " must be a string");
    }
    return table.getString(key);
  }

  private static List<String> strings(TomlTable table, String key) {
    if (!table.isArray(key)) {
      throw new IllegalArgumentException(key + " must be an array of strings");
    }
    TomlArray array = table.getArray(key);
    List<String> values = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) {
      if (!(array.get(i) instanceof String s)) {
        throw new IllegalArgumentException(key + " must be an array of strings");
      }
      values.add(s);
    }
    return values;
  }
}
