package dev.floe.expressions;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The result of evaluating an expression: a number or a vector (one element per sub-benchmark), where
 * a number or an element may be missing.
 *
 * <p>A present number or element is always finite: Infinity and NaN never appear as values. Whatever
 * made something missing is kept as a list of readable reasons ({@link #missing()}), so a leaderboard
 * can say why a cell is empty.
 */
public final class Value {

  private static final int SHOWN_ELEMENTS = 20;

  private final double number;
  private final double[] elements;
  private final int missingCount;
  private final List<String> missing;

  private Value(double number, double[] elements, int missingCount, List<String> missing) {
    this.number = number;
    this.elements = elements;
    this.missingCount = missingCount;
    this.missing = List.copyOf(missing);
  }

  /** A present number, or a missing one when {@code number} is NaN (then {@code reasons} say why). */
  static Value number(double number, List<String> reasons) {
    boolean absent = Double.isNaN(number);
    return new Value(number, null, absent ? 1 : 0, absent ? reasons : List.of());
  }

  /** A present number. */
  static Value number(double number) {
    return number(number, List.of());
  }

  /**
   * A vector that takes ownership of {@code elements} (never modified afterwards); {@code missingCount}
   * counts its NaN elements and {@code reasons} explain them.
   */
  static Value vector(double[] elements, int missingCount, List<String> reasons) {
    return new Value(Double.NaN, elements, missingCount, missingCount == 0 ? List.of() : reasons);
  }

  /** True for a vector, false for a number. */
  public boolean isVector() {
    return elements != null;
  }

  /** A number that is missing, or a vector with at least one missing element. */
  public boolean isMissing() {
    return missingCount > 0;
  }

  /** The number; NaN when it is missing. */
  public double number() {
    if (elements != null) {
      throw new ExpressionException("expected a number but the result is a vector of " + elements.length + " elements");
    }
    return number;
  }

  /** A copy of the elements, NaN where one is missing; a number gives a single element. */
  public double[] elements() {
    return elements == null ? new double[] {number} : elements.clone();
  }

  /** The number of elements; 1 for a number. */
  public int size() {
    return elements == null ? 1 : elements.length;
  }

  /** How many elements are missing (for a number: 1 when missing, else 0). */
  public int missingCount() {
    return missingCount;
  }

  /**
   * Why something is missing, one reason per line, e.g. {@code "base.acc: gdpevo-court-clerk-operations
   * is missing"} or {@code "sum(base.cost_usd): division by zero"}; empty when nothing is missing.
   */
  public List<String> missing() {
    return missing;
  }

  /** The elements themselves, for the evaluator's loops; never handed out. */
  double[] shared() {
    return elements;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Value that
        && Double.compare(number, that.number) == 0
        && Arrays.equals(elements, that.elements)
        && missing.equals(that.missing);
  }

  @Override
  public int hashCode() {
    return Objects.hash(number, Arrays.hashCode(elements), missing);
  }

  /** {@code 0.5}, {@code missing}, or {@code [0.5, missing, 0.25]} (long vectors are cut short). */
  @Override
  public String toString() {
    if (elements == null) {
      return show(number);
    }
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < Math.min(elements.length, SHOWN_ELEMENTS); i++) {
      text.append(i == 0 ? "" : ", ").append(show(elements[i]));
    }
    if (elements.length > SHOWN_ELEMENTS) {
      text.append(", ... (").append(elements.length).append(" elements)");
    }
    return text.append(']').toString();
  }

  private static String show(double x) {
    return Double.isNaN(x) ? "missing" : Double.toString(x);
  }
}
