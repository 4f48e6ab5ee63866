package dev.floe.validation;

import dev.floe.benchmark.BenchmarkRepository;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What reading a benchmark repository found: every problem, what was counted, the sub-benchmarks formed, and the
 * repository itself when there is no error.
 */
public record Validation(
    Path root,
    int benchmarkCount,
    int caseCount,
    List<SubBenchmarkIds> subBenchmarks,
    List<Problem> problems,
    Optional<BenchmarkRepository> repository) {

  /** A sub-benchmark by ids, as listed to the user: the train benchmark (if any) and the test benchmark. */
  public record SubBenchmarkIds(String id, Optional<String> train, String test) {}

  public Validation {
    Objects.requireNonNull(root, "root");
    subBenchmarks = List.copyOf(subBenchmarks);
    problems = List.copyOf(problems);
    Objects.requireNonNull(repository, "repository");
    if (repository.isPresent() && errorCountOf(problems) > 0) {
      throw new IllegalArgumentException("a repository with errors is not usable");
    }
  }

  public int errorCount() {
    return errorCountOf(problems);
  }

  public int warningCount() {
    return problems.size() - errorCount();
  }

  public boolean ok() {
    return errorCount() == 0;
  }

  private static int errorCountOf(List<Problem> problems) {
    return (int) problems.stream().filter(Problem::isError).count();
  }
}
