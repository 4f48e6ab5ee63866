package dev.floe.expressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class EvaluationPropertiesTest {

  private static final String[] OPERATORS = {" + ", " - ", " * ", " / ", " ^ "};
  private static final String[] REDUCTIONS = {"mean", "median", "sum", "count", "min", "max", "std", "sstd", "var",
      "svar", "sem"};
  // Values that break naive arithmetic: zero, overflow, underflow, missing.
  private static final double[] NASTY = {0, 1, -1, 1e308, -1e308, 1e-300, 0.5, Double.NaN};

  @Property(tries = 300)
  void aPresentValueIsAlwaysFiniteAndEveryMissingOneHasAReason(@ForAll long seed) {
    Random random = new Random(seed);
    String source = vector(random, 4);
    if (random.nextBoolean()) {
      source = REDUCTIONS[random.nextInt(REDUCTIONS.length)] + "(" + source + ")" + OPERATORS[random.nextInt(5)]
          + number(random, 2);
    }
    int size = 1 + random.nextInt(6);
    Bindings bindings = Bindings.of(IntStream.range(0, size).mapToObj(i -> "s" + i).toList(),
        Map.of("x", elements(random, size), "y", elements(random, size)));
    Expression expression = Expression.parse(source);
    Value value = expression.evaluate(bindings);

    int missing = 0;
    for (double element : value.elements()) {
      assertFalse(Double.isInfinite(element), source);
      missing += Double.isNaN(element) ? 1 : 0;
    }
    assertEquals(missing, value.missingCount(), source);
    assertEquals(value.isMissing(), !value.missing().isEmpty(), source + " " + value.missing());
    assertEquals(value, Expression.parse(expression.print()).evaluate(bindings), source);
  }

  private static double[] elements(Random random, int size) {
    double[] elements = new double[size];
    for (int i = 0; i < size; i++) {
      elements[i] = random.nextInt(3) == 0 ? NASTY[random.nextInt(NASTY.length)] : random.nextGaussian();
    }
    return elements;
  }

  private static String vector(Random random, int depth) {
    int choice = depth == 0 ? random.nextInt(2) : random.nextInt(8);
    return switch (choice) {
      case 0 -> "x";
      case 1 -> "y";
      case 2, 3 -> "(" + vector(random, depth - 1) + OPERATORS[random.nextInt(5)] + vector(random, depth - 1) + ")";
      case 4 -> "(" + number(random, depth - 1) + OPERATORS[random.nextInt(5)] + vector(random, depth - 1) + ")";
      case 5 -> "-" + vector(random, depth - 1);
      case 6 -> (random.nextBoolean() ? "sqrt(" : "abs(") + vector(random, depth - 1) + ")";
      default -> "round(" + vector(random, depth - 1) + ", " + (random.nextInt(7) - 2) + ")";
    };
  }

  private static String number(Random random, int depth) {
    int choice = depth == 0 ? 0 : random.nextInt(5);
    return switch (choice) {
      case 0 -> List.of("0", "2", "0.5", "1e308", "1e-300").get(random.nextInt(5));
      case 1 -> REDUCTIONS[random.nextInt(REDUCTIONS.length)] + "(" + vector(random, depth - 1) + ")";
      case 2 -> "ttest_p(" + vector(random, depth - 1) + ", " + vector(random, depth - 1) + ")";
      case 3 -> "(" + number(random, depth - 1) + OPERATORS[random.nextInt(5)] + number(random, depth - 1) + ")";
      default -> "-" + number(random, depth - 1);
    };
  }

  @Property(tries = 50)
  void missingReasonsNameOnlyElementsThatAreMissing(@ForAll long seed) {
    Random random = new Random(seed);
    int size = 2 + random.nextInt(8);
    double[] x = new double[size];
    for (int i = 0; i < size; i++) {
      x[i] = random.nextInt(3) == 0 ? Double.NaN : random.nextDouble();
    }
    List<String> labels = IntStream.range(0, size).mapToObj(i -> "s" + i).toList();
    Value value = Expression.parse("x * 2").evaluate(Bindings.of(labels, Map.of("x", x)));
    List<String> expected = IntStream.range(0, size).filter(i -> Double.isNaN(x[i]))
        .mapToObj(i -> "x: s" + i + " is missing").toList();
    assertEquals(expected, value.missing());
    assertTrue(value.missingCount() == expected.size());
  }
}
