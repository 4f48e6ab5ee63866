package dev.floe.run;

import dev.floe.environment.EnvironmentPlan;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One evaluation folder's work: a sub-benchmark, evaluated for one agent, in the modes it can run (only {@code base}
 * without a train benchmark), and the environments its train and test cases talk to (null when none).
 */
public record EvaluationPlan(
    String id,
    String subBenchmark,
    String folder,
    String trainBenchmark,
    String testBenchmark,
    List<CasePlan> trainCases,
    List<CasePlan> testCases,
    List<String> modes,
    EnvironmentPlan trainEnvironment,
    EnvironmentPlan testEnvironment) implements Serializable {

  public EvaluationPlan {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(folder, "folder");
    trainCases = List.copyOf(trainCases);
    testCases = List.copyOf(testCases);
    modes = List.copyOf(modes);
  }

  /** The environment the evolves use (the train benchmark's), if any. */
  public Optional<EnvironmentPlan> trainEnv() {
    return Optional.ofNullable(trainEnvironment);
  }

  /** The environment the test solves use, if any. */
  public Optional<EnvironmentPlan> testEnv() {
    return Optional.ofNullable(testEnvironment);
  }

  public Optional<String> train() {
    return Optional.ofNullable(trainBenchmark);
  }

  public CasePlan testCase(String caseId) {
    return testCases.stream().filter(c -> c.id().equals(caseId)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no test case " + caseId + " in " + id));
  }

  public List<String> testCaseIds() {
    return testCases.stream().map(CasePlan::id).toList();
  }
}
