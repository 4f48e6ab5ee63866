package dev.floe.aggregation.evaluation;

/**
 * A stored aggregate (e.g. from an imported report) that differs from the value recomputed from the
 * attempts by more than the tolerance.
 *
 * @param where the metric, e.g. {@code base.cases.CASE-001-test-001.acc}
 */
public record Discrepancy(String where, double stored, double recomputed) {
  /** GDPevo's stored values are rounded to 4 decimals or more, so a larger gap is a real disagreement. */
  public static final double TOLERANCE = 1e-4;

  public double difference() {
    return Math.abs(stored - recomputed);
  }
}
