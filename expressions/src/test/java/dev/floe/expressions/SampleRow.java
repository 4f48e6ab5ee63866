package dev.floe.expressions;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Bindings shaped like one leaderboard row over three sub-benchmarks, shared by the tests. */
final class SampleRow {

  static final double NA = Double.NaN;
  static final List<String> LABELS = List.of("court", "ticket", "retail");

  private SampleRow() {
  }

  static Bindings bindings() {
    return Bindings.of(LABELS, Map.of(
        "base.acc", new double[] {0.5, 0.25, 0.75},
        "self.acc", new double[] {0.625, 0.5, 0.75},
        "reflect-3.acc", new double[] {0.75, 0.5, 1.0},
        "partial.acc", new double[] {0.5, NA, 0.25},
        "zero", new double[] {0, 2, 0},
        "big", new double[] {1e308, 1e308, 1}));
  }

  static Value eval(String source) {
    return Expression.parse(source).evaluate(bindings());
  }

  static Value eval(String source, Map<String, double[]> vectors) {
    int size = vectors.values().iterator().next().length;
    return Expression.parse(source).evaluate(Bindings.of(LABELS.subList(0, size), vectors));
  }

  /** Bindings that obey none of MapBindings' checks, as another module's implementation might. */
  static Bindings loose(List<String> labels, Map<String, double[]> vectors) {
    return new Bindings() {
      @Override
      public Optional<double[]> vector(String path) {
        return Optional.ofNullable(vectors.get(path));
      }

      @Override
      public List<String> labels() {
        return labels;
      }

      @Override
      public Collection<String> names() {
        return vectors.keySet();
      }
    };
  }
}
