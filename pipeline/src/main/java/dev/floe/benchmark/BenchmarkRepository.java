package dev.floe.benchmark;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A benchmark repository in the RFC-0001 layout, read and validated: its benchmarks and the sub-benchmarks they form. */
public record BenchmarkRepository(Path root, List<Benchmark> benchmarks, List<SubBenchmark> subBenchmarks) {
  public BenchmarkRepository {
    Objects.requireNonNull(root, "root");
    benchmarks = List.copyOf(benchmarks);
    subBenchmarks = List.copyOf(subBenchmarks);
  }

  public Optional<SubBenchmark> subBenchmark(String id) {
    return subBenchmarks.stream().filter(s -> s.id().equals(id)).findFirst();
  }

  public int caseCount() {
    return benchmarks.stream().mapToInt(b -> b.cases().size()).sum();
  }
}
