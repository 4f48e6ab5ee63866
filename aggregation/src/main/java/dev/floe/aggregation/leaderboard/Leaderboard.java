package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.expressions.ExpressionException;
import dev.floe.expressions.Value;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A computed leaderboard (SPEC.md §5): evaluations grouped into rows by row key, every column
 * evaluated over the row's sub-benchmarks, rows sorted. Incomplete rows are kept and say what is missing.
 *
 * @param evaluations how many evaluations were read
 * @param warnings things a publisher should know that do not stop the leaderboard
 */
public record Leaderboard(LeaderboardConfig config, List<Row> rows, int evaluations, List<String> warnings) {
  private static final int REASONS_PER_MODE = 3;

  public Leaderboard {
    rows = List.copyOf(rows);
    warnings = List.copyOf(warnings);
  }

  /** Computes the leaderboard; bad data (duplicates, a column that does not reduce) throws, naming files. */
  public static Leaderboard compute(LeaderboardConfig config, List<CollectedEvaluation> evaluations) {
    List<String> warnings = new ArrayList<>();
    Set<String> wanted = new LinkedHashSet<>(config.subBenchmarks());
    Map<List<String>, Map<String, CollectedEvaluation>> groups = new TreeMap<>(Leaderboard::compareKeys);
    List<String> problems = new ArrayList<>();
    Set<String> ignored = new TreeSet<>();
    for (CollectedEvaluation e : evaluations) {
      String sub = e.subBenchmark();
      if (!wanted.isEmpty() && !wanted.contains(sub)) {
        ignored.add(sub);
        continue;
      }
      Map<String, CollectedEvaluation> row = groups.computeIfAbsent(rowKey(config, e), k -> new TreeMap<>());
      CollectedEvaluation other = row.get(sub);
      if (other == null) {
        row.put(sub, e);
      } else {
        CollectedEvaluation kept = chooseDuplicate(config, other, e, problems);
        if (kept != null) {
          row.put(sub, kept);
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    if (!ignored.isEmpty()) {
      warnings.add("evaluations of sub-benchmarks not listed in sub_benchmarks were left out: "
          + String.join(", ", ignored));
    }
    Set<String> modes = config.referencedModes();
    Set<String> paths = new LinkedHashSet<>();
    config.columns().forEach(c -> paths.addAll(c.expression().paths()));
    for (String mode : modes) {
      boolean anywhere = evaluations.stream().anyMatch(e -> e.hasMode(mode));
      if (!anywhere) {
        warnings.add("no evaluation has mode '" + mode + "', which the columns use");
      }
    }

    List<Row> rows = new ArrayList<>();
    for (Map.Entry<List<String>, Map<String, CollectedEvaluation>> group : groups.entrySet()) {
      rows.add(row(config, group.getKey(), group.getValue(), modes, paths));
    }
    rows.sort(order(config));
    return new Leaderboard(config, rows, evaluations.size(), warnings);
  }

  private static Row row(LeaderboardConfig config, List<String> keyValues, Map<String, CollectedEvaluation> bySub,
      Set<String> modes, Set<String> paths) {
    List<String> subs = config.subBenchmarks().isEmpty() ? List.copyOf(bySub.keySet()) : config.subBenchmarks();
    List<String> incomplete = new ArrayList<>();
    List<Results> results = new ArrayList<>();
    Map<String, Path> folders = new LinkedHashMap<>();
    for (String sub : subs) {
      CollectedEvaluation e = bySub.get(sub);
      if (e == null) {
        incomplete.add(sub + ": no evaluation");
        results.add(null);
        continue;
      }
      folders.put(sub, e.folder());
      results.add(e.results());
      if (e.results() == null) {
        incomplete.add(sub + ": no results.json in " + e.folder()
            + " (unfinished, or run floe summarize on it)");
        continue;
      }
      for (String mode : modes) {
        ModeResult m = e.results().modes().get(mode);
        if (m == null) {
          incomplete.add(sub + ": mode " + mode + " not evaluated");
        } else if (!m.complete()) {
          List<String> reasons = m.incomplete();
          String shown = String.join("; ", reasons.subList(0, Math.min(REASONS_PER_MODE, reasons.size())));
          String more = reasons.size() > REASONS_PER_MODE ? "; and " + (reasons.size() - REASONS_PER_MODE) + " more"
              : "";
          incomplete.add(sub + ": mode " + mode + " incomplete"
              + (reasons.isEmpty() ? "" : " (" + shown + more + ")"));
        }
      }
      // A figure a column reads that a complete mode did not record (an efficiency figure, say) is a missing element
      // too: its column is missing, and so the row is incomplete (SPEC §5), named here rather than only in the json.
      for (String path : paths) {
        MetricPath metric = MetricPath.parse(path);
        ModeResult m = e.results().modes().get(metric.mode());
        if (m != null && m.complete() && Double.isNaN(metric.valueIn(e.results()))) {
          incomplete.add(sub + ": " + path + " not recorded");
        }
      }
    }
    RowBindings bindings = new RowBindings(subs, results, paths);
    Map<String, Cell> cells = new LinkedHashMap<>();
    for (Column column : config.columns()) {
      cells.put(column.name(), cell(config, column, bindings));
    }
    Map<String, String> key = new LinkedHashMap<>();
    for (int i = 0; i < config.rowKey().size(); i++) {
      key.put(config.rowKey().get(i), keyValues.get(i));
    }
    return new Row(key, folders, cells, incomplete);
  }

  private static Cell cell(LeaderboardConfig config, Column column, RowBindings bindings) {
    String where = (config.source() == null ? "leaderboard config" : config.source().toString()) + ": column '"
        + column.name() + "'";
    Value value;
    try {
      value = column.expression().evaluate(bindings);
    } catch (ExpressionException e) {
      // What only the data shows (round to a number of places computed from it): the column is wrong, not the data.
      throw new FileProblemException(where + ": " + e.getMessage(), e);
    }
    // One number or missing: a column whose value is a vector is refused with the config (LeaderboardConfig).
    double number = value.isMissing() ? Double.NaN : value.number();
    return new Cell(number, column.render(number), value.isMissing() ? value.missing() : List.of());
  }

  private static List<String> rowKey(LeaderboardConfig config, CollectedEvaluation e) {
    List<String> values = new ArrayList<>();
    for (String path : config.rowKey()) {
      values.add(e.keyValue(path));
    }
    return values;
  }

  private static CollectedEvaluation chooseDuplicate(LeaderboardConfig config, CollectedEvaluation a,
      CollectedEvaluation b, List<String> problems) {
    String what = "row " + String.join(" / ", rowKey(config, a)) + ", sub-benchmark " + a.subBenchmark();
    if (config.duplicates() == DuplicatePolicy.ERROR) {
      problems.add("two evaluations for " + what + ": " + a.folder() + " and " + b.folder()
          + "; remove one from the --evaluations folders, or set duplicates = \"newest\" in the leaderboard config");
      return null;
    }
    Instant ca = a.config().created();
    Instant cb = b.config().created();
    if (ca == null || cb == null || ca.equals(cb)) {
      problems.add("two evaluations for " + what + ": " + a.folder() + " and " + b.folder()
          + "; duplicates = \"newest\" cannot choose, their 'created' times are equal or missing");
      return null;
    }
    return ca.isAfter(cb) ? a : b;
  }

  private static Comparator<Row> order(LeaderboardConfig config) {
    Comparator<Row> order = (x, y) -> 0;
    for (SortKey key : config.sort()) {
      Column column = config.column(key.name());
      if (column != null) {
        order = order.thenComparing((x, y) -> compareValues(x.cells().get(column.name()).value(),
            y.cells().get(column.name()).value(), key.descending()));
      } else {
        Comparator<Row> byKey = Comparator.comparing(r -> r.key().get(key.name()));
        order = order.thenComparing(key.descending() ? byKey.reversed() : byKey);
      }
    }
    // Ties (and no sort at all) fall back to the row key, so the output never depends on folder order.
    return order.thenComparing((x, y) -> compareKeys(List.copyOf(x.key().values()), List.copyOf(y.key().values())));
  }

  /** Missing values sort last whichever the direction: an unknown is never the best. */
  private static int compareValues(double a, double b, boolean descending) {
    boolean ma = Double.isNaN(a);
    boolean mb = Double.isNaN(b);
    if (ma || mb) {
      return ma == mb ? 0 : ma ? 1 : -1;
    }
    return descending ? Double.compare(b, a) : Double.compare(a, b);
  }

  private static int compareKeys(List<String> a, List<String> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
