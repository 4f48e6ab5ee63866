package dev.floe.expressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

class StatisticsPropertiesTest {

  private static final Expression MEAN = Expression.parse("mean(v)");
  private static final Expression STD = Expression.parse("std(v)");
  private static final Expression SSTD = Expression.parse("sstd(v)");
  private static final Expression VAR = Expression.parse("var(v)");
  private static final Expression SVAR = Expression.parse("svar(v)");
  private static final Expression MEDIAN = Expression.parse("median(v)");
  private static final Expression MIN = Expression.parse("min(v)");
  private static final Expression MAX = Expression.parse("max(v)");
  private static final Expression SUM = Expression.parse("sum(v)");
  private static final Expression SEM = Expression.parse("sem(v)");

  @Property(tries = 300)
  void reductionsAgreeWithDescriptiveStatistics(@ForAll("vectors") double[] v) {
    Bindings bindings = Bindings.of(IntStream.range(0, v.length).mapToObj(i -> "s" + i).toList(), Map.of("v", v));
    DescriptiveStatistics expected = new DescriptiveStatistics(v);
    assertEquals(expected.getMean(), MEAN.evaluate(bindings).number());
    assertEquals(Math.sqrt(expected.getPopulationVariance()), STD.evaluate(bindings).number());
    assertEquals(expected.getStandardDeviation(), SSTD.evaluate(bindings).number());
    assertEquals(expected.getPopulationVariance(), VAR.evaluate(bindings).number());
    assertEquals(expected.getVariance(), SVAR.evaluate(bindings).number());
    assertEquals(expected.getPercentile(50), MEDIAN.evaluate(bindings).number());
    assertEquals(expected.getMin(), MIN.evaluate(bindings).number());
    assertEquals(expected.getMax(), MAX.evaluate(bindings).number());
    assertEquals(expected.getSum(), SUM.evaluate(bindings).number());
    assertEquals(expected.getStandardDeviation() / Math.sqrt(v.length), SEM.evaluate(bindings).number());
  }

  @Property(tries = 100)
  void aMissingElementMakesEveryReductionMissingAndIsNamed(@ForAll("vectors") double[] v,
      @ForAll("indices") int seed) {
    double[] gap = v.clone();
    int missing = seed % gap.length;
    gap[missing] = Double.NaN;
    List<String> labels = IntStream.range(0, v.length).mapToObj(i -> "s" + i).toList();
    Bindings bindings = Bindings.of(labels, Map.of("v", gap));
    for (Expression reduction : List.of(MEAN, STD, SSTD, VAR, SVAR, MEDIAN, MIN, MAX, SUM, SEM)) {
      Value value = reduction.evaluate(bindings);
      assertEquals(List.of("v: s" + missing + " is missing"), value.missing(), reduction.print());
      assertTrue(Double.isNaN(value.number()), reduction.print());
    }
  }

  @Provide
  Arbitrary<double[]> vectors() {
    Arbitrary<Double> element = Arbitraries.oneOf(
        Arbitraries.doubles().between(-1e6, 1e6).ofScale(8),
        Arbitraries.doubles().between(0, 1).ofScale(4));
    return element.array(double[].class).ofMinSize(2).ofMaxSize(60);
  }

  @Provide
  Arbitrary<Integer> indices() {
    return Arbitraries.integers().between(0, 10_000);
  }
}
