package dev.floe.expressions;

import static dev.floe.expressions.SampleRow.NA;
import static dev.floe.expressions.SampleRow.eval;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FunctionsTest {

  private static final Map<String, double[]> FOUR = Map.of("x", new double[] {4, 1, 3, 2}, "y", new double[] {2, 2, 4, 4});

  private static double four(String source) {
    return Expression.parse(source)
        .evaluate(Bindings.of(List.of("a", "b", "c", "d"), FOUR)).number();
  }

  @Test
  void reductionsOfOneVector() {
    assertEquals(2.5, four("mean(x)"));
    assertEquals(2.5, four("median(x)"));
    assertEquals(10.0, four("sum(x)"));
    assertEquals(4.0, four("count(x)"));
    assertEquals(1.0, four("min(x)"));
    assertEquals(4.0, four("max(x)"));
    // Reference figures from numpy/scipy: np.std, np.std(ddof=1), np.var, scipy.stats.sem.
    assertEquals(1.118033988749895, four("std(x)"), 1e-15);
    assertEquals(1.2909944487358056, four("sstd(x)"), 1e-15);
    assertEquals(1.25, four("var(x)"));
    assertEquals(1.6666666666666667, four("svar(x)"), 1e-15);
    assertEquals(0.6454972243679028, four("sem(x)"), 1e-15);
  }

  @Test
  void medianOfAnOddAndAnEvenNumberOfElements() {
    assertEquals(0.5, eval("median(base.acc)").number());
    assertEquals(3.0, eval("median(v)", Map.of("v", new double[] {3, 1, 9})).number());
    assertEquals(3.5, Expression.parse("median(v)").evaluate(Bindings.of(List.of("a", "b", "c", "d", "e", "f"),
        Map.of("v", new double[] {3, 1, 4, 1, 5, 9}))).number());
  }

  @Test
  void pairedTTestMatchesScipy() {
    // scipy.stats.ttest_rel([1,2,3,4,5], [2,2,4,4,7]).pvalue
    Map<String, double[]> pairs = Map.of("a", new double[] {1, 2, 3, 4, 5}, "b", new double[] {2, 2, 4, 4, 7});
    List<String> labels = List.of("s1", "s2", "s3", "s4", "s5");
    assertEquals(0.09930068321372679,
        Expression.parse("ttest_p(a, b)").evaluate(Bindings.of(labels, pairs)).number(), 1e-12);
    assertEquals(0.09930068321372679,
        Expression.parse("ttest_p(b, a)").evaluate(Bindings.of(labels, pairs)).number(), 1e-12);
    // A number broadcasts: the paired test against a constant is scipy.stats.ttest_1samp.
    assertEquals(0.06093074307057999, Expression.parse("ttest_p(v, 0.5)")
        .evaluate(Bindings.of(labels.subList(0, 4), Map.of("v", new double[] {0.6, 0.7, 0.55, 0.8}))).number(), 1e-12);
  }

  @Test
  void pairedTTestWithoutVarianceOrPairsIsMissing() {
    assertEquals(List.of("ttest_p(base.acc, base.acc + 0.1): the paired differences have zero variance"),
        eval("ttest_p(base.acc, base.acc + 0.1)").missing());
    assertEquals(List.of("ttest_p(v, w): needs at least 2 pairs, has 1"),
        eval("ttest_p(v, w)", Map.of("v", new double[] {1}, "w", new double[] {2})).missing());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("ttest_p(partial.acc, base.acc)").missing());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("ttest_p(base.acc, mean(partial.acc))").missing());
  }

  @Test
  void pairedTTestNeedsEqualLengthsAndAVector() {
    Bindings uneven = SampleRow.loose(List.of("a", "b", "c"),
        Map.of("u", new double[] {1, 2, 3}, "w", new double[] {1, 2}));
    assertEquals("ttest_p needs vectors of the same length: 'u' has 3 elements, 'w' has 2 at position 0\n"
            + "  ttest_p(u, w)\n  ^",
        assertThrows(ExpressionException.class, () -> Expression.parse("ttest_p(u, w)").evaluate(uneven)).getMessage());
    assertEquals("ttest_p needs at least one vector, but both arguments are numbers at position 0\n  ttest_p(1, 2)\n  ^",
        parseError("ttest_p(1, 2)").getMessage());
  }

  @Test
  void aReductionOverAMissingElementIsMissingAndSaysWhich() {
    for (String function : List.of("mean", "median", "sum", "min", "max", "std", "sstd", "var", "svar", "sem")) {
      Value value = eval(function + "(partial.acc)");
      assertTrue(value.isMissing(), function);
      assertTrue(Double.isNaN(value.number()), function);
      assertEquals(List.of("partial.acc: ticket is missing"), value.missing(), function);
    }
  }

  @Test
  void countCountsPresentElementsAndIsNeverMissing() {
    assertEquals(3.0, eval("count(base.acc)").number());
    Value partial = eval("count(partial.acc)");
    assertEquals(2.0, partial.number());
    assertFalse(partial.isMissing());
    assertEquals(1.0, eval("count(base.acc / zero)").number());
    assertEquals(0.0, eval("count(base.acc - mean(partial.acc))").number());
  }

  @Test
  void tooFewElementsIsMissingWithAReason() {
    Map<String, double[]> one = Map.of("one", new double[] {0.5});
    assertEquals(List.of("sstd(one): needs at least 2 elements, has 1"), eval("sstd(one)", one).missing());
    assertEquals(List.of("svar(one): needs at least 2 elements, has 1"), eval("svar(one)", one).missing());
    assertEquals(List.of("sem(one): needs at least 2 elements, has 1"), eval("sem(one)", one).missing());
    assertEquals(0.0, eval("std(one)", one).number());
    assertEquals(0.5, eval("mean(one)", one).number());

    Bindings empty = Bindings.of(List.of(), Map.of("none", new double[0]));
    assertEquals(List.of("mean(none): no elements"), Expression.parse("mean(none)").evaluate(empty).missing());
    assertEquals(List.of("max(none): no elements"), Expression.parse("max(none)").evaluate(empty).missing());
    assertEquals(0.0, Expression.parse("sum(none)").evaluate(empty).number());
    assertEquals(0.0, Expression.parse("count(none)").evaluate(empty).number());
  }

  @Test
  void aReductionThatOverflowsIsMissing() {
    assertEquals(List.of("sum(big): not a finite number"), eval("sum(big)").missing());
  }

  @Test
  void sqrtAndAbsWorkOnNumbersAndOnEachElement() {
    assertEquals(3.0, eval("sqrt(9)").number());
    assertEquals(2.5, eval("abs(-2.5)").number());
    assertArrayEquals(new double[] {0.5, Math.sqrt(0.5), 0}, eval("sqrt(abs(base.acc - self.acc) * 2)").elements());
    assertArrayEquals(new double[] {0.125, 0.25, 0}, eval("abs(base.acc - self.acc)").elements());
    assertEquals(List.of("sqrt(0 - 4): square root of a negative number"), eval("sqrt(0 - 4)").missing());
    Value roots = eval("sqrt(base.acc - 0.5)");
    assertArrayEquals(new double[] {0, NA, 0.5}, roots.elements());
    assertEquals(List.of("sqrt(base.acc - 0.5): square root of a negative number for ticket"), roots.missing());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("abs(partial.acc)").missing());
  }

  @Test
  void roundIsHalfEvenFromTheExactDouble() {
    assertEquals(7.62, eval("round(7.625, 2)").number());
    assertEquals(0.12, eval("round(0.125, 2)").number());
    assertEquals(2.0, eval("round(2.5, 0)").number());
    assertEquals(4.0, eval("round(3.5, 0)").number());
    // 2.675 is really 2.67499999..., so it rounds down, as Python's '%.2f' does.
    assertEquals(2.67, eval("round(2.675, 2)").number());
    assertEquals(1200.0, eval("round(1250, -2)").number());
    assertEquals(0.0, eval("round(-0.001, 2)").number());
    assertEquals(0.33, eval("round(1 / 3, 1 + 1)").number());
    assertArrayEquals(new double[] {0.6, 0.5, 0.8}, eval("round(self.acc, 1)").elements());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("round(partial.acc, 2)").missing());
    assertArrayEquals(new double[] {NA, NA, NA}, eval("round(base.acc, mean(partial.acc))").elements());
  }

  @Test
  void roundNeedsAWholeNumberOfPlaces() {
    assertEquals("round needs a whole number of decimal places from -340 to 340, got 2.5 at position 9\n"
        + "  round(x, 2.5)\n           ^", parseError("round(x, 2.5)").getMessage());
    assertEquals("round needs a whole number of decimal places from -340 to 340, got 1000", parseError("round(1, 1000)").problem());
    // A negative literal is written as minus a literal: as much a literal to the reader, so checked as early.
    assertEquals("round needs a whole number of decimal places from -340 to 340, got -341",
        parseError("round(1, -341)").problem());
    assertEquals(100.0, eval("round(123, -2)").number());
    ExpressionException e = assertThrows(ExpressionException.class, () -> eval("round(1, mean(base.acc))"));
    assertEquals("round needs a whole number of decimal places from -340 to 340, got 0.5", e.problem());
    assertEquals(9, e.position());
    assertEquals("round needs a number of decimal places, but 'base.acc' is a vector at position 9\n"
        + "  round(1, base.acc)\n           ^", parseError("round(1, base.acc)").getMessage());
  }

  @Test
  void functionsNestAsLeaderboardsNeed() {
    assertEquals(0.125, eval("mean(abs(self.acc - base.acc))").number());
    // Differences 0.125, 0.25, 0: mean 0.125, sample std sqrt((0 + 0.125^2 + 0.125^2) / 2) = 0.125.
    assertEquals(1.0, eval("mean(self.acc - base.acc) / sstd(self.acc - base.acc)").number());
  }

  @Test
  void unknownFunctionsAreFoundAtParseTimeWithTheClosestName() {
    assertEquals("unknown function 'maen' at position 4\n  1 + maen(base.acc)\n      ^\n"
        + "did you mean 'mean'? functions: abs, count, max, mean, median, min, round, sem, sqrt, sstd, std, sum, svar, "
        + "ttest_p, var", parseError("1 + maen(base.acc)").getMessage());
    assertEquals("did you mean 'mean'? functions: abs, count, max, mean, median, min, round, sem, sqrt, sstd, std, sum, "
        + "svar, ttest_p, var", parseError("Mean(x)").hint());
    assertTrue(parseError("avg(x)").hint().startsWith("did you mean 'mean'?"));
    assertTrue(parseError("stdev(x)").hint().startsWith("did you mean 'sstd'?"));
    assertTrue(parseError("ttest(a, b)").hint().startsWith("did you mean 'ttest_p'?"));
    assertTrue(parseError("sqr(x)").hint().startsWith("did you mean 'sqrt'?"));
  }

  @Test
  void wrongNumbersOfArgumentsAreFoundAtParseTime() {
    assertEquals("mean takes 1 argument, got 2 at position 0\n  mean(a, b)\n  ^", parseError("mean(a, b)").getMessage());
    assertEquals("sqrt takes 1 argument, got 0", parseError("sqrt()").problem());
    assertEquals("round takes 2 arguments, got 1", parseError("round(a)").problem());
    assertEquals("ttest_p takes 2 arguments, got 3", parseError("ttest_p(a, b, c)").problem());
  }

  @Test
  void aReductionOfANumberIsFoundAtParseTime() {
    assertEquals("mean needs a vector, but '2' is a number at position 5\n  mean(2)\n       ^\n"
        + "a vector is a path such as base.acc, or arithmetic on one", parseError("mean(2)").getMessage());
    ExpressionException e = parseError("count(mean(a) + 1)");
    assertEquals("count needs a vector, but 'mean(a) + 1' is a number", e.problem());
    assertEquals(6, e.position());
  }

  private static ExpressionException parseError(String source) {
    return assertThrows(ExpressionException.class, () -> Expression.parse(source));
  }
}
