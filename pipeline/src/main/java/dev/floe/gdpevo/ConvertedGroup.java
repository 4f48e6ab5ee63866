package dev.floe.gdpevo;

import java.util.Objects;
import java.util.Optional;

/**
 * One task group as converted: the benchmarks it became (no train benchmark when it has no train tasks), their
 * case counts, its data folder when it has an environment, and whether that environment needs Flask.
 */
public record ConvertedGroup(
    TaskGroupNames names,
    String taskGroupId,
    Optional<String> trainBenchmark,
    int trainCases,
    String testBenchmark,
    int testCases,
    Optional<String> dataFolder,
    boolean needsFlask) {

  public ConvertedGroup {
    Objects.requireNonNull(names, "names");
    Objects.requireNonNull(taskGroupId, "taskGroupId");
    Objects.requireNonNull(trainBenchmark, "trainBenchmark");
    Objects.requireNonNull(testBenchmark, "testBenchmark");
    Objects.requireNonNull(dataFolder, "dataFolder");
    if (trainCases < 0 || testCases < 1 || trainBenchmark.isPresent() != (trainCases > 0)) {
      throw new IllegalArgumentException("a converted group has test cases, and train cases exactly when a train benchmark");
    }
  }

  public int caseCount() {
    return trainCases + testCases;
  }

  public int benchmarkCount() {
    return trainBenchmark.isPresent() ? 2 : 1;
  }
}
