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
    title = title == null ? id : title;
    subBenchmarks = List.copyOf(subBenchmarks);
    rowKey = List.copyOf(rowKey);
    rowTitles = rowTitles == null || rowTitles.isEmpty() ? rowKey : List.copyOf(rowTitles);
    sort = List.copyOf(sort);
    columns = List.copyOf(columns);
    duplicates = duplicates == null ? DuplicatePolicy.ERROR : duplicates;
    List<String> problems = problems(id, subBenchmarks, rowKey, rowTitles, sort, columns);
    if (!problems.isEmpty()) {
      throw new ConfigProblems(problems);
    }
  }

  /** What is wrong with the parts together, every problem (the parts' own checks are done as they are read). */
  private static List<String> problems(String id, List<String> subBenchmarks, List<String> rowKey,
      List<String> rowTitles, List<SortKey> sort, List<Column> columns) {
    List<String> problems = new ArrayList<>();
    check(problems, () -> Id.require(id, "id"));
    subBenchmarks.forEach(s -> check(problems, () -> Id.require(s, "sub_benchmarks entry")));
    twice(subBenchmarks).forEach(s -> problems.add("sub_benchmarks names '" + s + "' twice"));
    if (rowKey.isEmpty()) {
      problems.add("row_key is empty: name at least one key, such as \"agent.name\"");
    }
    // Each row_key entry is a column of the table: the same key twice would be one column shown twice.
    twice(rowKey).forEach(k -> problems.add("row_key names '" + k + "' twice"));
    if (rowTitles.size() != rowKey.size()) {
      problems.add("row_titles has " + rowTitles.size() + " titles for " + rowKey.size() + " row_key entries");
    }
    if (columns.isEmpty()) {
      problems.add("no [[columns]]: a leaderboard needs at least one");
    }
    List<String> names = columns.stream().map(Column::name).toList();
    twice(names).forEach(n -> problems.add("column '" + n + "' is defined twice"));
    for (Column c : columns) {
      problems.addAll(expressionProblems(c.name(), c.expr(), c.expression()));
    }
    for (SortKey key : sort) {
      if (!names.contains(key.name()) && !rowKey.contains(key.name())) {
        problems.add("sort refers to '" + key.name() + "', which is neither a column (" + String.join(", ", names)
            + ") nor a row_key entry");
      }
    }
    return problems;
  }

  /**
   * What is wrong with a column's expression that only a leaderboard knows: a path naming no metric, a value that
   * is not one number (every cell is one). Both are known from the expression alone, before any data is read.
   */
  private static List<String> expressionProblems(String name, String expr, Expression expression) {
    List<String> problems = new ArrayList<>();
    String place = "column '" + name + "' (" + expr + ")";
    for (String path : expression.paths()) {
      check(problems, () -> MetricPath.parse(path), place + ": ");
    }
    if (expression.givesVector()) {
      problems.add(place + " gives one value per sub-benchmark; reduce it to one number, e.g. mean(...) or sum(...)");
    }
    return problems;
  }

  private static List<String> twice(List<String> values) {
    Set<String> seen = new HashSet<>();
    return values.stream().filter(v -> !seen.add(v)).distinct().toList();
  }

  private static void check(List<String> problems, Runnable check) {
    check(problems, check, "");
  }

  /** Runs a check that throws on bad input; its message, after {@code place}, becomes one problem. */
  private static void check(List<String> problems, Runnable check, String place) {
    try {
      check.run();
    } catch (IllegalArgumentException e) {
      problems.add(place + e.getMessage());
    }
  }

  /** Every problem of a config: a user fixes them all in one go rather than one per try. */
  public static final class ConfigProblems extends IllegalArgumentException {
    private final List<String> problems;

    ConfigProblems(List<String> problems) {
      super(String.join("; ", problems));
      this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
      return problems;
    }
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

  /** Reads and checks a config file; every problem is reported, naming the file, and the column where there is one. */
  public static LeaderboardConfig read(Path file) {
    String text = InputFile.read(file, InputFile.CONFIG_LIMIT);
    try {
      return parse(text, file);
    } catch (ConfigProblems e) {
      throw new FileProblemException(e.problems().stream().map(p -> file + ": " + p).toList());
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
  }

  /** Parses a config; throws {@link ConfigProblems} with every problem found. */
  public static LeaderboardConfig parse(String text, Path source) {
    TomlParseResult toml = TomlInput.parse(text);
    if (toml.hasErrors()) {
      throw new ConfigProblems(toml.errors().stream().map(error -> "line " + error.position().line() + ", column "
          + error.position().column() + ": " + error.getMessage()).toList());
    }
    List<String> problems = new ArrayList<>();
    for (String key : toml.keySet()) {
      if (!TOP_KEYS.contains(key)) {
        problems.add("line " + toml.inputPositionOf(key).line() + ": unknown key '" + key + "' (known: "
            + String.join(", ", new java.util.TreeSet<>(TOP_KEYS)) + ")");
      }
    }
    List<Column> columns = new ArrayList<>();
    TomlArray columnArray = toml.isArray("columns") ? toml.getArray("columns") : null;
    if (toml.contains("columns") && (columnArray == null || !allTables(columnArray))) {
      problems.add("columns must be an array of tables, written [[columns]]");
    } else if (columnArray != null) {
      for (int i = 0; i < columnArray.size(); i++) {
        column(columnArray.getTable(i), i, problems).ifPresent(columns::add);
      }
    }
    List<SortKey> sort = new ArrayList<>();
    if (toml.isString("sort")) {
      check(problems, () -> sort.add(SortKey.parse(toml.getString("sort"))));
    } else if (toml.contains("sort")) {
      check(problems, () -> strings(toml, "sort").forEach(k -> check(problems, () -> sort.add(SortKey.parse(k)))));
    }
    String id = read(problems, () -> string(toml, "id", true));
    String title = read(problems, () -> string(toml, "title", false));
    if (title != null && title.isBlank()) {
      problems.add("title is empty: leave it out to show the id");
    }
    String description = read(problems, () -> string(toml, "description", false));
    List<String> subBenchmarks = toml.contains("sub_benchmarks")
        ? read(problems, () -> strings(toml, "sub_benchmarks")) : List.of();
    List<String> rowKey = toml.contains("row_key") ? read(problems, () -> strings(toml, "row_key")) : DEFAULT_ROW_KEY;
    List<String> rowTitles = toml.contains("row_titles")
        ? read(problems, () -> strings(toml, "row_titles")) : List.of();
    DuplicatePolicy duplicates = toml.contains("duplicates")
        ? read(problems, () -> DuplicatePolicy.fromConfig(string(toml, "duplicates", true))) : DuplicatePolicy.ERROR;
    if (!problems.isEmpty()) {
      throw new ConfigProblems(problems);
    }
    return new LeaderboardConfig(id, title, description, subBenchmarks, rowKey, rowTitles, sort, columns,
        duplicates, source);
  }

  /** Reads one part; on bad input its problem is kept and null returned, so the other parts are still read. */
  private static <T> T read(List<String> problems, java.util.function.Supplier<T> part) {
    try {
      return part.get();
    } catch (IllegalArgumentException e) {
      problems.add(e.getMessage());
      return null;
    }
  }

  /** One column, or empty with its problems (every one, each naming the column) added to {@code problems}. */
  private static java.util.Optional<Column> column(TomlTable table, int index, List<String> problems) {
    String name = table.isString("name") ? table.getString("name") : null;
    String label = (name == null ? "column " + (index + 1) : "column '" + name + "'") + ": ";
    List<String> own = new ArrayList<>();
    for (String key : table.keySet()) {
      if (!COLUMN_KEYS.contains(key)) {
        own.add("unknown key '" + key + "' (known: " + String.join(", ", new java.util.TreeSet<>(COLUMN_KEYS)) + ")");
      }
    }
    if (name == null) {
      own.add(table.contains("name") ? "name must be a string" : "name is missing");
    } else {
      Column.nameProblem(name).ifPresent(own::add);
    }
    String expr = table.isString("expr") ? table.getString("expr") : null;
    Expression expression = null;
    if (expr == null) {
      own.add("expr is missing (or not a string)");
    } else {
      try {
        expression = Expression.parse(expr);
      } catch (ExpressionException e) {
        // The expression's own message shows the expression with a caret under the bad character.
        own.add("bad expression: " + e.getMessage());
      }
    }
    CellFormat format = table.contains("format")
        ? read(own, () -> CellFormat.fromConfig(string(table, "format", true))) : CellFormat.NUMBER;
    Integer decimals = format == null ? null : format.defaultDecimals();
    if (table.contains("decimals")) {
      decimals = table.isLong("decimals") ? Integer.valueOf((int) Math.max(Integer.MIN_VALUE,
          Math.min(Integer.MAX_VALUE, table.getLong("decimals")))) : null;
      if (decimals == null) {
        own.add("decimals must be a whole number");
      }
    }
    Boolean signed = format == null ? null : format.signedByDefault();
    if (table.contains("signed")) {
      signed = table.isBoolean("signed") ? table.getBoolean("signed") : null;
      if (signed == null) {
        own.add("signed must be true or false");
      }
    }
    String title = read(own, () -> string(table, "title", false));
    java.util.Optional<Column> column = java.util.Optional.empty();
    // Checked here too, not only when the whole config is built, so that they are reported with the other
    // columns' problems rather than after those are fixed.
    List<String> ofExpression = name == null || expression == null ? List.of()
        : expressionProblems(name, expr, expression);
    problems.addAll(ofExpression);
    if (own.isEmpty() && ofExpression.isEmpty()) {
      Expression parsed = expression;
      int digits = decimals;
      boolean sign = signed;
      column = java.util.Optional.ofNullable(read(own, () -> new Column(name, title, expr, parsed, format, digits,
          sign)));
    }
    own.forEach(problem -> problems.add(label + problem));
    return column;
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
