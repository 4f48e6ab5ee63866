package dev.floe.benchmark;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A benchmark repository in the RFC-0001 layout, read and validated: its benchmarks, the sub-benchmarks they form, and
 * the environments of {@code data/}, by data folder name.
 */
public record BenchmarkRepository(Path root, List<Benchmark> benchmarks, List<SubBenchmark> subBenchmarks,
    Map<String, EnvironmentSpec> environments) {
  public BenchmarkRepository {
    Objects.requireNonNull(root, "root");
    benchmarks = List.copyOf(benchmarks);
    subBenchmarks = List.copyOf(subBenchmarks);
    environments = Map.copyOf(environments);
  }

  /**
   * The environment a benchmark of a sub-benchmark uses: {@code data/<benchmark-id>/}, else the one the train and
   * test benchmarks share, {@code data/<sub-benchmark-id>/}.
   */
  public Optional<EnvironmentSpec> environment(Benchmark benchmark, SubBenchmark sub) {
    EnvironmentSpec own = environments.get(benchmark.id());
    return Optional.ofNullable(own != null ? own : environments.get(sub.id()));
  }

  public Optional<SubBenchmark> subBenchmark(String id) {
    return subBenchmarks.stream().filter(s -> s.id().equals(id)).findFirst();
  }

  public int caseCount() {
    return benchmarks.stream().mapToInt(b -> b.cases().size()).sum();
  }
}
