package dev.floe.expressions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;

/**
 * A plain timed harness for docs/PERFORMANCE.md (not a test; Surefire does not pick it up). Run with
 * <pre>
 * mvn -B -pl expressions test-compile exec:java \
 *     -Dexec.mainClass=dev.floe.expressions.ExpressionBenchmark -Dexec.classpathScope=test
 * </pre>
 * It prints the median of timed rounds, after warm-up rounds that let the JIT compile the loops.
 */
public final class ExpressionBenchmark {

  private static final int ELEMENTS = 1_000_000;
  private static final int EXPRESSIONS = 100_000;
  private static final int WARMUP = 15;
  private static final int ROUNDS = 21;

  private ExpressionBenchmark() {
  }

  public static void main(String[] args) {
    System.out.printf("java %s, %d cores%n", System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors());
    evaluation();
    parsing();
  }

  private static void evaluation() {
    Random random = new Random(42);
    double[] a = random.doubles(ELEMENTS).toArray();
    double[] b = random.doubles(ELEMENTS).map(x -> x * 0.9).toArray();
    List<String> labels = IntStream.range(0, ELEMENTS).mapToObj(i -> "s" + i).toList();
    Bindings bindings = Bindings.of(labels, Map.of("a", a, "b", b));
    Expression expression = Expression.parse("mean(a - b) / sstd(a - b)");

    double[] difference = new double[ELEMENTS];
    Arrays.setAll(difference, i -> a[i] - b[i]);
    double expected = new Mean().evaluate(difference) / new StandardDeviation().evaluate(difference);

    double[] seconds = new double[ROUNDS];
    for (int round = -WARMUP; round < ROUNDS; round++) {
      long start = System.nanoTime();
      double result = expression.evaluate(bindings).number();
      long elapsed = System.nanoTime() - start;
      if (result != expected) {
        throw new AssertionError("evaluated " + result + ", expected " + expected);
      }
      if (round >= 0) {
        seconds[round] = elapsed / 1e9;
      }
    }
    double median = median(seconds);
    System.out.printf("evaluate %s on %,d elements: median %.2f ms (min %.2f, max %.2f) = %.1f M elements/s%n",
        expression, ELEMENTS, median * 1e3, min(seconds) * 1e3, max(seconds) * 1e3, ELEMENTS / median / 1e6);
  }

  private static void parsing() {
    String[] modes = {"base", "self", "fewshot", "`reflect-3`"};
    String[] metrics = {"acc", "std", "efficiency.cost_usd", "efficiency.rounds"};
    List<String> sources = new ArrayList<>(EXPRESSIONS);
    for (int i = 0; i < EXPRESSIONS; i++) {
      String mode = modes[i % modes.length];
      String metric = metrics[(i / modes.length) % metrics.length];
      sources.add(switch (i % 5) {
        case 0 -> "mean(" + mode + "." + metric + ")";
        case 1 -> "mean(" + mode + "." + metric + " - base.acc)";
        case 2 -> "sum(" + mode + "." + metric + ") / sum(base." + metric + ") - " + (i % 7);
        case 3 -> "ttest_p(" + mode + "." + metric + ", base." + metric + ")";
        default -> "round(mean(" + mode + "." + metric + ") * 100, " + (i % 4) + ")";
      });
    }
    int characters = sources.stream().mapToInt(String::length).sum();
    double[] seconds = new double[ROUNDS];
    long checksum = 0;
    for (int round = -3; round < ROUNDS; round++) {
      long start = System.nanoTime();
      for (String source : sources) {
        checksum += Expression.parse(source).paths().size();
      }
      long elapsed = System.nanoTime() - start;
      if (round >= 0) {
        seconds[round] = elapsed / 1e9;
      }
    }
    double median = median(seconds);
    System.out.printf("parse %,d short expressions (%,d characters): median %.1f ms (min %.1f, max %.1f) = %.2f M "
            + "expressions/s [checksum %d]%n", EXPRESSIONS, characters, median * 1e3, min(seconds) * 1e3,
        max(seconds) * 1e3, EXPRESSIONS / median / 1e6, checksum);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static double min(double[] values) {
    return Arrays.stream(values).min().orElseThrow();
  }

  private static double max(double[] values) {
    return Arrays.stream(values).max().orElseThrow();
  }
}
