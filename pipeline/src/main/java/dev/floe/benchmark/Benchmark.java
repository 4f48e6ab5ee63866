package dev.floe.benchmark;

import dev.floe.aggregation.evaluation.Id;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One benchmark of a repository ({@code packages/<id>/}): its {@code benchmark_config.toml} and its cases, ordered by id. */
public record Benchmark(
    String id,
    String title,
    String description,
    Optional<String> titleZh,
    Optional<String> descriptionZh,
    String version,
    Instant lastUpdate,
    BenchmarkStatus status,
    Author author,
    List<String> references,
    List<Case> cases,
    Path folder) {

  public static final String TRAIN_SUFFIX = "-train";
  public static final String TEST_SUFFIX = "-test";

  public Benchmark {
    Id.require(id, "benchmark id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(titleZh, "titleZh");
    Objects.requireNonNull(descriptionZh, "descriptionZh");
    if (!SemanticVersion.isValid(version)) {
      throw new IllegalArgumentException("version '" + version + "' is not a semantic version x.y.z");
    }
    Objects.requireNonNull(lastUpdate, "lastUpdate");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(author, "author");
    references = List.copyOf(references);
    cases = List.copyOf(cases);
    Objects.requireNonNull(folder, "folder");
  }

  public boolean isTrain() {
    return id.endsWith(TRAIN_SUFFIX);
  }

  public boolean isTest() {
    return id.endsWith(TEST_SUFFIX);
  }

  /** The id without its {@code -train}/{@code -test} suffix: the sub-benchmark this benchmark belongs to. */
  public String stem() {
    if (isTrain()) {
      return id.substring(0, id.length() - TRAIN_SUFFIX.length());
    }
    if (isTest()) {
      return id.substring(0, id.length() - TEST_SUFFIX.length());
    }
    return id;
  }
}
