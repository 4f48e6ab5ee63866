package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.Results;
import dev.floe.expressions.Bindings;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Binds the expression language's paths to one row: {@code base.acc} is the vector of base acc over
 * the row's sub-benchmarks, NaN where a sub-benchmark, its mode or the metric is missing.
 */
final class RowBindings implements Bindings {
  private final List<String> subBenchmarks;
  private final List<Results> results;
  private final Set<String> paths;

  /**
   * @param results one per sub-benchmark, null where the row has no evaluation or it has no results
   * @param paths the paths the columns use (checked when the config was read)
   */
  RowBindings(List<String> subBenchmarks, List<Results> results, Set<String> paths) {
    this.subBenchmarks = List.copyOf(subBenchmarks);
    this.results = results;
    this.paths = paths;
  }

  @Override
  public Optional<double[]> vector(String path) {
    if (!paths.contains(path)) {
      return Optional.empty();
    }
    MetricPath metric = MetricPath.parse(path);
    double[] values = new double[results.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = metric.valueIn(results.get(i));
    }
    return Optional.of(values);
  }

  @Override
  public List<String> labels() {
    return subBenchmarks;
  }

  @Override
  public Collection<String> names() {
    return paths;
  }
}
