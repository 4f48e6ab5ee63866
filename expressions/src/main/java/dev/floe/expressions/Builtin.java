package dev.floe.expressions;

import dev.floe.expressions.syntax.Printer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Max;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.math3.stat.descriptive.rank.Min;
import org.apache.commons.math3.stat.descriptive.summary.Sum;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * The functions of the language (SPEC.md §5). Statistics come from commons-math3; a fresh statistic
 * object per call, because commons-math3's statistics are not thread-safe and expressions are.
 */
enum Builtin {
  ABS("abs", Kind.ELEMENTWISE, 0, null),
  COUNT("count", Kind.COUNT, 0, null),
  MAX("max", Kind.REDUCTION, 1, v -> new Max().evaluate(v)),
  MEAN("mean", Kind.REDUCTION, 1, v -> new Mean().evaluate(v)),
  MEDIAN("median", Kind.REDUCTION, 1, v -> new Median().evaluate(v)),
  MIN("min", Kind.REDUCTION, 1, v -> new Min().evaluate(v)),
  ROUND("round", Kind.ROUND, 0, null),
  SEM("sem", Kind.REDUCTION, 2, v -> new StandardDeviation(true).evaluate(v) / Math.sqrt(v.length)),
  SQRT("sqrt", Kind.ELEMENTWISE, 0, null),
  SSTD("sstd", Kind.REDUCTION, 2, v -> new StandardDeviation(true).evaluate(v)),
  STD("std", Kind.REDUCTION, 1, v -> new StandardDeviation(false).evaluate(v)),
  // Sum of no elements is 0, as in every spreadsheet and in Python.
  SUM("sum", Kind.REDUCTION, 0, v -> new Sum().evaluate(v)),
  SVAR("svar", Kind.REDUCTION, 2, v -> new Variance(true).evaluate(v)),
  TTEST_P("ttest_p", Kind.PAIRED_TEST, 2, null),
  VAR("var", Kind.REDUCTION, 1, v -> new Variance(false).evaluate(v));

  /** How a function treats its arguments; the compiler checks shapes by kind. */
  enum Kind {
    /** One vector to a number; missing if any element is. */
    REDUCTION(1),
    /** One vector to the number of its present elements; never missing. */
    COUNT(1),
    /** A number or each element of a vector. */
    ELEMENTWISE(1),
    /** {@code round(x, places)}: x a number or vector, places a whole number. */
    ROUND(2),
    /** Two vectors (or a vector and a number) to a p-value. */
    PAIRED_TEST(2);

    final int arity;

    Kind(int arity) {
      this.arity = arity;
    }
  }

  /** The furthest {@code round} may round, either side of the decimal point: all a double can hold. */
  static final int MAX_PLACES = 340;

  // Names people reach for from spreadsheets and numpy, so the error can point them to ours.
  private static final Map<String, String> ALIASES = Map.ofEntries(
      Map.entry("avg", "mean"), Map.entry("average", "mean"), Map.entry("stdev", "sstd"),
      Map.entry("stddev", "std"), Map.entry("sd", "std"), Map.entry("variance", "var"),
      Map.entry("len", "count"), Map.entry("length", "count"), Map.entry("n", "count"),
      Map.entry("ttest", "ttest_p"), Map.entry("total", "sum"));

  private final String symbol;
  private final Kind kind;
  private final int minimum;
  private final ToDoubleFunction<double[]> statistic;

  Builtin(String symbol, Kind kind, int minimum, ToDoubleFunction<double[]> statistic) {
    this.symbol = symbol;
    this.kind = kind;
    this.minimum = minimum;
    this.statistic = statistic;
  }

  /** The name the function is called by. */
  String symbol() {
    return symbol;
  }

  Kind kind() {
    return kind;
  }

  int arity() {
    return kind.arity;
  }

  /** The function called {@code name} (case-sensitive). */
  static Optional<Builtin> named(String name) {
    return Arrays.stream(values()).filter(f -> f.symbol.equals(name)).findFirst();
  }

  /** The known name closest to {@code name}, for "did you mean". */
  static String closest(String name) {
    String alias = ALIASES.get(name.toLowerCase(Locale.ROOT));
    if (alias != null) {
      return alias;
    }
    return Spelling.closest(name, symbols(), Integer.MAX_VALUE).orElseThrow();
  }

  /** Every function name, sorted. */
  static List<String> symbols() {
    return Arrays.stream(values()).map(Builtin::symbol).sorted().toList();
  }

  Value apply(Value[] arguments, Step.Invoke call, Frame frame) {
    return switch (kind) {
      case REDUCTION -> reduce(arguments[0], call.site());
      case COUNT -> Value.number(arguments[0].size() - arguments[0].missingCount());
      case ELEMENTWISE -> this == SQRT
          ? Elementwise.map(arguments[0], Math::sqrt, "square root of a negative number", call.site(), frame)
          : Elementwise.map(arguments[0], Math::abs, "not a finite number", call.site(), frame);
      case ROUND -> round(arguments[0], arguments[1], call, frame);
      case PAIRED_TEST -> pairedTest(arguments[0], arguments[1], call, frame);
    };
  }

  private Value reduce(Value vector, Site site) {
    if (vector.isMissing()) {
      return Value.number(Double.NaN, vector.missing());
    }
    double[] elements = vector.shared();
    if (elements.length < minimum) {
      return Value.number(Double.NaN, List.of(site.text() + ": " + tooFew(elements.length, "elements")));
    }
    double result = statistic.applyAsDouble(elements);
    return Double.isFinite(result) ? Value.number(result)
        : Value.number(Double.NaN, List.of(site.text() + ": not a finite number"));
  }

  private String tooFew(int count, String what) {
    return count == 0 ? "no " + what : "needs at least " + minimum + " " + what + ", has " + count;
  }

  private static Value round(Value x, Value places, Step.Invoke call, Frame frame) {
    if (places.isMissing()) {
      return missingLike(x, Reasons.union(x.missing(), places.missing()));
    }
    double n = places.number();
    checkPlaces(n, frame.source(), call.argumentSites().get(1).position());
    int scale = (int) n;
    return Elementwise.map(x, v -> new BigDecimal(v).setScale(scale, RoundingMode.HALF_EVEN).doubleValue(),
        "not a finite number", call.site(), frame);
  }

  /** Rejects a number of decimal places that is not whole, or further out than a double reaches. */
  static void checkPlaces(double places, String source, int position) {
    if (places != Math.rint(places) || Math.abs(places) > MAX_PLACES) {
      throw new ExpressionException("round needs a whole number of decimal places from -" + MAX_PLACES
          + " to " + MAX_PLACES + ", got " + Printer.number(places),
          source, position);
    }
  }

  private Value pairedTest(Value first, Value second, Step.Invoke call, Frame frame) {
    if (first.isMissing() || second.isMissing()) {
      return Value.number(Double.NaN, Reasons.union(first.missing(), second.missing()));
    }
    int n = first.isVector() ? first.size() : second.size();
    if (first.isVector() && second.isVector() && first.size() != second.size()) {
      throw call.site().error(frame, symbol + " needs vectors of the same length: '"
          + call.argumentSites().get(0).text() + "' has " + first.size() + " elements, '"
          + call.argumentSites().get(1).text() + "' has " + second.size());
    }
    Site site = call.site();
    if (n < minimum) {
      return Value.number(Double.NaN, List.of(site.text() + ": " + tooFew(n, "pairs")));
    }
    double[] a = broadcast(first, n);
    double[] b = broadcast(second, n);
    if (StatUtils.varianceDifference(a, b, StatUtils.meanDifference(a, b)) == 0) {
      return Value.number(Double.NaN, List.of(site.text() + ": the paired differences have zero variance"));
    }
    double p = new TTest().pairedTTest(a, b);
    return Double.isFinite(p) ? Value.number(p)
        : Value.number(Double.NaN, List.of(site.text() + ": not a finite number"));
  }

  private static double[] broadcast(Value value, int n) {
    if (value.isVector()) {
      return value.shared();
    }
    double[] filled = new double[n];
    Arrays.fill(filled, value.number());
    return filled;
  }

  private static Value missingLike(Value shape, List<String> reasons) {
    if (!shape.isVector()) {
      return Value.number(Double.NaN, reasons);
    }
    double[] elements = new double[shape.size()];
    Arrays.fill(elements, Double.NaN);
    return Value.vector(elements, elements.length, reasons);
  }
}
