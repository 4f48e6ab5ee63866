package dev.floe.expressions;

import dev.floe.expressions.syntax.Binary;
import dev.floe.expressions.syntax.Operator;
import dev.floe.expressions.syntax.Printer;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Arithmetic element by element, a number broadcasting over a vector. Loops run over primitive arrays
 * with one branch-free pass per operator (which the JIT can vectorise), then one pass that turns any
 * non-finite result into a missing element with a reason.
 */
final class Elementwise {

  private static final String NOT_FINITE = "not a finite number";
  private static final String DIVISION_BY_ZERO = "division by zero";

  private Elementwise() {
  }

  static Value negate(Value value) {
    if (!value.isVector()) {
      // 0.0 - x rather than -x: a present zero stays 0, never -0.
      return value.isMissing() ? value : Value.number(0.0 - value.number());
    }
    double[] in = value.shared();
    double[] out = new double[in.length];
    for (int i = 0; i < in.length; i++) {
      out[i] = 0.0 - in[i];
    }
    return Value.vector(out, value.missingCount(), value.missing());
  }

  static Value arithmetic(Operator operator, Value left, Value right, Site site, Frame frame) {
    if (!left.isVector() && !right.isVector()) {
      return numbers(operator, left, right, site);
    }
    double[] a = left.shared();
    double[] b = right.shared();
    if (a != null && b != null && a.length != b.length) {
      Binary binary = (Binary) site.node();
      throw site.error(frame, "vectors of different lengths: '" + Printer.print(binary.left()) + "' has "
          + a.length + " elements, '" + Printer.print(binary.right()) + "' has " + b.length);
    }
    int n = a != null ? a.length : b.length;
    List<String> inherited = Reasons.union(left.missing(), right.missing());
    double[] out = new double[n];
    if ((a == null && left.isMissing()) || (b == null && right.isMissing())) {
      Arrays.fill(out, Double.NaN);
      return Value.vector(out, n, inherited);
    }
    double leftNumber = a == null ? left.number() : Double.NaN;
    double rightNumber = b == null ? right.number() : Double.NaN;
    if (a != null && b != null) {
      vectorVector(operator, a, b, out);
    } else if (a != null) {
      vectorNumber(operator, a, rightNumber, out);
    } else {
      numberVector(operator, leftNumber, b, out);
    }
    // Every non-finite result is missing: either an operand was (its reason is inherited), or this
    // operation made it so (a new reason, naming the element).
    int missing = 0;
    Reasons fresh = null;
    for (int i = 0; i < n; i++) {
      if (Double.isFinite(out[i])) {
        continue;
      }
      double x = a != null ? a[i] : leftNumber;
      double y = b != null ? b[i] : rightNumber;
      if (!Double.isNaN(x) && !Double.isNaN(y)) {
        fresh = fresh != null ? fresh : new Reasons(site.text());
        fresh.add(failure(operator, y) + " for " + frame.label(i));
      }
      out[i] = Double.NaN;
      missing++;
    }
    return Value.vector(out, missing, fresh == null ? inherited : Reasons.union(inherited, fresh.lines()));
  }

  /** {@code function} on a number or on each element; {@code failure} says why a result is not finite. */
  static Value map(Value value, DoubleUnaryOperator function, String failure, Site site, Frame frame) {
    if (!value.isVector()) {
      if (value.isMissing()) {
        return value;
      }
      double result = function.applyAsDouble(value.number());
      return Double.isFinite(result) ? Value.number(result + 0.0)
          : Value.number(Double.NaN, List.of(site.text() + ": " + failure));
    }
    double[] in = value.shared();
    double[] out = new double[in.length];
    int missing = 0;
    Reasons fresh = null;
    for (int i = 0; i < in.length; i++) {
      if (Double.isNaN(in[i])) {
        out[i] = Double.NaN;
        missing++;
        continue;
      }
      double result = function.applyAsDouble(in[i]);
      if (Double.isFinite(result)) {
        out[i] = result + 0.0;
      } else {
        fresh = fresh != null ? fresh : new Reasons(site.text());
        fresh.add(failure + " for " + frame.label(i));
        out[i] = Double.NaN;
        missing++;
      }
    }
    return Value.vector(out, missing, fresh == null ? value.missing() : Reasons.union(value.missing(), fresh.lines()));
  }

  private static Value numbers(Operator operator, Value left, Value right, Site site) {
    if (left.isMissing() || right.isMissing()) {
      return Value.number(Double.NaN, Reasons.union(left.missing(), right.missing()));
    }
    double x = left.number();
    double y = right.number();
    double result = switch (operator) {
      case PLUS -> x + y;
      case MINUS -> x - y;
      case TIMES -> x * y;
      case DIVIDE -> x / y;
      case POWER -> Math.pow(x, y);
    };
    return Double.isFinite(result) ? Value.number(result)
        : Value.number(Double.NaN, List.of(site.text() + ": " + failure(operator, y)));
  }

  private static String failure(Operator operator, double divisor) {
    return operator == Operator.DIVIDE && divisor == 0 ? DIVISION_BY_ZERO : NOT_FINITE;
  }

  private static void vectorVector(Operator operator, double[] a, double[] b, double[] out) {
    int n = out.length;
    switch (operator) {
      case PLUS -> { for (int i = 0; i < n; i++) out[i] = a[i] + b[i]; }
      case MINUS -> { for (int i = 0; i < n; i++) out[i] = a[i] - b[i]; }
      case TIMES -> { for (int i = 0; i < n; i++) out[i] = a[i] * b[i]; }
      case DIVIDE -> { for (int i = 0; i < n; i++) out[i] = a[i] / b[i]; }
      // Math.pow(NaN, 0) is 1; a missing base must stay missing.
      case POWER -> { for (int i = 0; i < n; i++) out[i] = Double.isNaN(a[i]) ? Double.NaN : Math.pow(a[i], b[i]); }
    }
  }

  private static void vectorNumber(Operator operator, double[] a, double y, double[] out) {
    int n = out.length;
    switch (operator) {
      case PLUS -> { for (int i = 0; i < n; i++) out[i] = a[i] + y; }
      case MINUS -> { for (int i = 0; i < n; i++) out[i] = a[i] - y; }
      case TIMES -> { for (int i = 0; i < n; i++) out[i] = a[i] * y; }
      case DIVIDE -> { for (int i = 0; i < n; i++) out[i] = a[i] / y; }
      case POWER -> { for (int i = 0; i < n; i++) out[i] = Double.isNaN(a[i]) ? Double.NaN : Math.pow(a[i], y); }
    }
  }

  private static void numberVector(Operator operator, double x, double[] b, double[] out) {
    int n = out.length;
    switch (operator) {
      case PLUS -> { for (int i = 0; i < n; i++) out[i] = x + b[i]; }
      case MINUS -> { for (int i = 0; i < n; i++) out[i] = x - b[i]; }
      case TIMES -> { for (int i = 0; i < n; i++) out[i] = x * b[i]; }
      case DIVIDE -> { for (int i = 0; i < n; i++) out[i] = x / b[i]; }
      case POWER -> { for (int i = 0; i < n; i++) out[i] = Math.pow(x, b[i]); }
    }
  }
}
