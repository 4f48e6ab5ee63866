package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.Id;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;

/**
 * A path of the expression language that names one metric of a sub-benchmark's results:
 * {@code <mode>.acc}, {@code <mode>.std} or {@code <mode>.efficiency.<figure>}.
 */
record MetricPath(String text, String mode, String metric, String figure) {

  /** Parses a path, or says what a valid one looks like. */
  static MetricPath parse(String text) {
    String[] parts = text.split("\\.", -1);
    String hint = "; a path is <mode>.acc, <mode>.std or <mode>.efficiency.<figure>, e.g. base.acc";
    if (parts.length < 2) {
      throw new IllegalArgumentException("'" + text + "' names no metric" + hint);
    }
    if (!Id.isValid(parts[0])) {
      throw new IllegalArgumentException("'" + parts[0] + "' in '" + text + "' is not a mode name" + hint);
    }
    if (parts.length == 2 && (parts[1].equals("acc") || parts[1].equals("std"))) {
      return new MetricPath(text, parts[0], parts[1], null);
    }
    if (parts.length == 3 && parts[1].equals("efficiency") && !parts[2].isEmpty()) {
      return new MetricPath(text, parts[0], "efficiency", parts[2]);
    }
    throw new IllegalArgumentException("'" + text + "' names no metric" + hint);
  }

  /** The value in one evaluation's results, or NaN when it has none. */
  double valueIn(Results results) {
    ModeResult m = results == null ? null : results.modes().get(mode);
    if (m == null) {
      return Double.NaN;
    }
    Double value = switch (metric) {
      case "acc" -> m.acc();
      case "std" -> m.std();
      default -> m.efficiency().get(figure);
    };
    return value == null ? Double.NaN : value;
  }
}
