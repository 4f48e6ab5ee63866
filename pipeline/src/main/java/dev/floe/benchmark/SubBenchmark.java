package dev.floe.benchmark;

import dev.floe.aggregation.evaluation.Id;
import java.util.Objects;
import java.util.Optional;

/**
 * A task group: a {@code -test} benchmark and, when there is one, its {@code -train} partner. Each sub-benchmark
 * is trained and evaluated on its own. Without a train benchmark only mode {@code base} can run.
 */
public record SubBenchmark(String id, Optional<Benchmark> train, Benchmark test) {
  public SubBenchmark {
    Id.require(id, "sub-benchmark id");
    Objects.requireNonNull(train, "train");
    Objects.requireNonNull(test, "test");
    if (train.isPresent() && !train.get().stem().equals(id)) {
      throw new IllegalArgumentException(
          "train benchmark " + train.get().id() + " does not belong to sub-benchmark " + id);
    }
    if (!test.stem().equals(id)) {
      throw new IllegalArgumentException("test benchmark " + test.id() + " does not belong to sub-benchmark " + id);
    }
  }

  /** Whether only mode {@code base} can run (no train benchmark to evolve on). */
  public boolean baseOnly() {
    return train.isEmpty();
  }
}
