package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import java.util.Objects;
import java.util.Optional;

/** A grader's verdict on one answer: a score in [0, 1] with the rule that read it, or a named failure. */
public record Grade(Optional<ScoreReading.Score> score, Optional<Failure> failure, String detail, JsonNode raw) {
  public Grade {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(failure, "failure");
    if (score.isPresent() == failure.isPresent()) {
      throw new IllegalArgumentException("a grade is either a score or a failure");
    }
  }

  public static Grade scored(ScoreReading.Score score, JsonNode raw) {
    return new Grade(Optional.of(score), Optional.empty(), null, raw);
  }

  public static Grade failed(Failure failure, String detail) {
    return new Grade(Optional.empty(), Optional.of(failure), detail, null);
  }

  public static Grade failed(Failure failure, String detail, JsonNode raw) {
    return new Grade(Optional.empty(), Optional.of(failure), detail, raw);
  }
}
