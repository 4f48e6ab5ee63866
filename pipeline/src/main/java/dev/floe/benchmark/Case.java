package dev.floe.benchmark;

import dev.floe.aggregation.evaluation.Id;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One case of a benchmark: a public {@code statement/}, a private {@code rubric/} and its {@code task_config.toml}.
 * {@code folder} is the case folder on disk; {@code grader} is empty when the rubric has no {@code grader.toml}
 * (only a judge can grade it).
 */
public record Case(
    String id,
    String title,
    String description,
    Optional<String> titleZh,
    Optional<String> descriptionZh,
    Budget budget,
    Optional<GraderSpec> grader,
    Path folder) {

  public Case {
    Id.require(id, "case id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(titleZh, "titleZh");
    Objects.requireNonNull(descriptionZh, "descriptionZh");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(grader, "grader");
    Objects.requireNonNull(folder, "folder");
  }

  public Path statement() {
    return folder.resolve("statement");
  }

  public Path rubric() {
    return folder.resolve("rubric");
  }
}
