package dev.floe.aggregation.leaderboard;

import java.util.List;

/**
 * One column's value in one row: the exact double (NaN when missing), its printed text, and why it is
 * missing, naming the missing elements.
 */
public record Cell(double value, String text, List<String> missing) {
  public Cell {
    missing = List.copyOf(missing);
  }

  public boolean isMissing() {
    return Double.isNaN(value);
  }
}
