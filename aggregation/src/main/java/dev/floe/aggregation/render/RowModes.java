package dev.floe.aggregation.render;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.aggregation.leaderboard.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * One leaderboard row by mode, as the HTML page draws it: per sub-benchmark and mode the acc and std of its
 * results.json, and per mode GDPevo's summary over the row's sub-benchmarks (acc = mean of accs, ± = mean of stds,
 * lift = acc − base acc). A value is missing (NaN) when any sub-benchmark lacks it, as in the leaderboard's columns.
 *
 * @param results sub-benchmark → its results, null where the row has no evaluation or no readable results.json
 */
record RowModes(List<String> subBenchmarks, List<String> modes, Map<String, Results> results,
    Map<String, Path> folders) {

  static final String BASE = "base";

  /** {@code results}: an evaluation folder's results (summary is enough), null when it has none. */
  static RowModes of(LeaderboardConfig config, Row row, Function<Path, Results> results) {
    List<String> subs = config.subBenchmarks().isEmpty() ? List.copyOf(row.evaluations().keySet())
        : config.subBenchmarks();
    Map<String, Results> bySub = new LinkedHashMap<>();
    Set<String> modes = new LinkedHashSet<>();
    for (String sub : subs) {
      Path folder = row.evaluations().get(sub);
      Results r = folder == null ? null : results.apply(folder);
      bySub.put(sub, r);
      if (r != null) {
        modes.addAll(r.modes().keySet());
      }
    }
    List<String> ordered = new ArrayList<>();
    if (modes.remove(BASE)) {
      ordered.add(BASE); // the reference every lift is measured from comes first
    }
    ordered.addAll(modes);
    return new RowModes(subs, ordered, bySub, row.evaluations());
  }

  /** Results read from the folder, for callers that did not keep what the leaderboard read. */
  static Results read(Path folder) {
    try {
      return EvaluationFolder.at(folder).readResultsSummary().orElse(null); // modes only, no per-case detail
    } catch (FileProblemException e) {
      return null; // the leaderboard itself already says this row is incomplete
    }
  }

  /** The mode's result in one sub-benchmark; null when missing. */
  ModeResult result(String sub, String mode) {
    Results r = results.get(sub);
    return r == null ? null : r.modes().get(mode);
  }

  double acc(String mode) {
    return mean(mode, true);
  }

  double std(String mode) {
    return mean(mode, false);
  }

  /** acc(mode) − acc(base), from unrounded values; NaN for base itself or when either is missing. */
  double lift(String mode) {
    return mode.equals(BASE) || !modes.contains(BASE) ? Double.NaN : acc(mode) - acc(BASE);
  }

  private double mean(String mode, boolean acc) {
    if (subBenchmarks.isEmpty()) {
      return Double.NaN;
    }
    double sum = 0;
    for (String sub : subBenchmarks) {
      ModeResult m = result(sub, mode);
      Double v = m == null ? null : acc ? m.acc() : m.std();
      if (v == null) {
        return Double.NaN;
      }
      sum += v;
    }
    return sum / subBenchmarks.size();
  }
}
