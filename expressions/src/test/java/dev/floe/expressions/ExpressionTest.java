package dev.floe.expressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.expressions.syntax.Call;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ExpressionTest {

  @Test
  void theIssuesLeaderboardColumns() {
    Bindings row = Bindings.of(List.of("gdpevo-court-clerk-operations", "gdpevo-service-ticket-resolution"), Map.of(
        "base.acc", new double[] {0.4443, 0.6},
        "base.std", new double[] {0.0263, 0.05},
        "self.acc", new double[] {0.5, 0.7},
        "reflect-3.acc", new double[] {0.55, 0.62},
        "self.efficiency.cost_usd", new double[] {1.2, 0.9},
        "base.efficiency.cost_usd", new double[] {0.9, 0.6}));
    assertEquals(0.52215, Expression.parse("mean(base.acc)").evaluate(row).number(), 1e-15);
    assertEquals(0.03815, Expression.parse("mean(base.std)").evaluate(row).number(), 1e-15);
    assertEquals(0.07785, Expression.parse("mean(self.acc - base.acc)").evaluate(row).number(), 1e-15);
    assertEquals(0.4, Expression.parse("sum(self.efficiency.cost_usd) / sum(base.efficiency.cost_usd) - 1")
        .evaluate(row).number(), 1e-15);
    // scipy.stats.ttest_rel([0.55, 0.62], [0.4443, 0.6]).pvalue
    assertEquals(0.3809495842323808, Expression.parse("ttest_p(`reflect-3`.acc, base.acc)").evaluate(row).number(),
        1e-12);
  }

  @Test
  void aMissingSubBenchmarkIsNamedInTheResult() {
    Bindings row = Bindings.of(List.of("gdpevo-court-clerk-operations", "gdpevo-service-ticket-resolution"),
        Map.of("base.acc", new double[] {Double.NaN, 0.6}, "self.acc", new double[] {0.5, 0.7}));
    Value lift = Expression.parse("mean(self.acc - base.acc)").evaluate(row);
    assertTrue(lift.isMissing());
    assertTrue(Double.isNaN(lift.number()));
    assertEquals(List.of("base.acc: gdpevo-court-clerk-operations is missing"), lift.missing());
  }

  @Test
  void whetherAColumnGivesOneNumberIsKnownBeforeAnyData() {
    for (String vector : List.of("self.acc - base.acc", "sqrt(base.acc)", "abs(self.acc) * 100", "base.acc")) {
      assertTrue(Expression.parse(vector).givesVector(), vector);
    }
    for (String number : List.of("mean(self.acc - base.acc)", "round(sum(base.acc), 2)", "2 + 3",
        "ttest_p(self.acc, base.acc)", "sqrt(mean(base.acc))")) {
      assertFalse(Expression.parse(number).givesVector(), number);
    }
  }

  @Test
  void parseOnceEvaluateAgainstManyBindings() {
    Expression lift = Expression.parse("mean(self.acc - base.acc)");
    assertEquals(0.25, lift.evaluate(Bindings.of(List.of("a"), Map.of("self.acc", new double[] {0.75},
        "base.acc", new double[] {0.5}))).number());
    assertEquals(-0.125, lift.evaluate(Bindings.of(List.of("a", "b"), Map.of("self.acc", new double[] {0.5, 0.25},
        "base.acc", new double[] {0.5, 0.5}))).number());
  }

  @Test
  void evaluationIsSafeFromManyThreadsAtOnce() {
    Expression expression = Expression.parse("round(mean(x - y) / sstd(x - y), 6) + median(x) + ttest_p(x, y)");
    List<Double> results = IntStream.range(0, 64).parallel().mapToObj(i -> {
      double[] x = {i, i + 1.5, i + 2, i + 4};
      double[] y = {0, 1, 1, 2};
      return expression.evaluate(Bindings.of(List.of("a", "b", "c", "d"), Map.of("x", x, "y", y))).number();
    }).toList();
    for (int i = 0; i < 64; i++) {
      double expected = Expression.parse(expression.print()).evaluate(Bindings.of(List.of("a", "b", "c", "d"),
          Map.of("x", new double[] {i, i + 1.5, i + 2, i + 4}, "y", new double[] {0, 1, 1, 2}))).number();
      assertEquals(expected, results.get(i));
    }
  }

  @Test
  void pathsAreDottedWithoutBackticksInOrderOfAppearance() {
    Expression expression = Expression.parse("ttest_p(`reflect-3`.acc, base.acc) + mean(base.acc) * count(self.x)");
    assertEquals(List.of("reflect-3.acc", "base.acc", "self.x"), List.copyOf(expression.paths()));
    assertEquals(Set.of(), Expression.parse("1 + 2").paths());
    assertThrows(UnsupportedOperationException.class, () -> expression.paths().add("x"));
  }

  @Test
  void printGivesTheCanonicalTextAndSourceTheOriginal() {
    Expression expression = Expression.parse("  sum(self.efficiency.cost_usd)/sum(base.efficiency.cost_usd)-1 ");
    assertEquals("sum(self.efficiency.cost_usd) / sum(base.efficiency.cost_usd) - 1", expression.print());
    assertEquals(expression.print(), expression.toString());
    assertEquals("  sum(self.efficiency.cost_usd)/sum(base.efficiency.cost_usd)-1 ", expression.source());
    assertEquals(expression, Expression.parse(expression.print()));
    assertEquals(expression.hashCode(), Expression.parse(expression.print()).hashCode());
    assertNotEquals(expression, Expression.parse("sum(self.efficiency.cost_usd)"));
    assertEquals("mean", ((Call) Expression.parse("mean(`x`)").tree()).function());
  }

  @Test
  void anUnknownVariableListsTheNamesAvailable() {
    ExpressionException e = assertThrows(ExpressionException.class,
        () -> Expression.parse("mean(self.acc - base.acx)").evaluate(SampleRow.bindings()));
    assertEquals("unknown variable 'base.acx' at position 16\n"
        + "  mean(self.acc - base.acx)\n"
        + "                  ^\n"
        + "did you mean 'base.acc'? available: base.acc, big, partial.acc, reflect-3.acc, self.acc, zero",
        e.getMessage());
    assertEquals(16, e.position());
    assertEquals("mean(self.acc - base.acx)", e.source());
    assertEquals("unknown variable 'base.acx'", e.problem());
  }

  @Test
  void anUnknownVariableWithNothingCloseOrNothingBound() {
    assertEquals("available: base.acc, big, partial.acc, reflect-3.acc, self.acc, zero",
        assertThrows(ExpressionException.class, () -> SampleRow.eval("mean(efficiency.rounds)")).hint());
    assertEquals("no variables are available", assertThrows(ExpressionException.class,
        () -> Expression.parse("x").evaluate(Bindings.of(List.of(), Map.of()))).hint());
    Map<String, double[]> many = new LinkedHashMap<>();
    IntStream.range(0, 60).forEach(i -> many.put(String.format("m%02d", i), new double[0]));
    String hint = assertThrows(ExpressionException.class,
        () -> Expression.parse("zzzzzz").evaluate(Bindings.of(List.of(), many))).hint();
    assertTrue(hint.endsWith("m48, m49 and 10 more"), hint);
  }

  @Test
  void numbersNeedNoBindings() {
    Value value = Expression.parse("round(2 ^ 0.5, 3)").evaluate(Bindings.of(List.of(), Map.of()));
    assertEquals(1.414, value.number());
    assertFalse(value.isVector());
  }

  @Test
  void nullIsRefused() {
    assertEquals("an expression is required, got null",
        assertThrows(ExpressionException.class, () -> Expression.parse(null)).getMessage());
    assertThrows(NullPointerException.class, () -> Expression.parse("1").evaluate(null));
  }
}
