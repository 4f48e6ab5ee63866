package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.JudgeRecord;
import java.util.Objects;
import java.util.Optional;

/**
 * A grader's verdict on one answer: a score in [0, 1] with the rule that read it, or a named failure; for a case the
 * judge grades, also every sample the judge gave ({@code judge}), whether the grade is a score or a failure.
 */
public record Grade(Optional<ScoreReading.Score> score, Optional<Failure> failure, String detail, JsonNode raw,
    Optional<JudgeRecord> judge) {
  public Grade {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(failure, "failure");
    Objects.requireNonNull(judge, "judge");
    if (score.isPresent() == failure.isPresent()) {
      throw new IllegalArgumentException("a grade is either a score or a failure");
    }
  }

  public static Grade scored(ScoreReading.Score score, JsonNode raw) {
    return new Grade(Optional.of(score), Optional.empty(), null, raw, Optional.empty());
  }

  public static Grade failed(Failure failure, String detail) {
    return new Grade(Optional.empty(), Optional.of(failure), detail, null, Optional.empty());
  }

  public static Grade failed(Failure failure, String detail, JsonNode raw) {
    return new Grade(Optional.empty(), Optional.of(failure), detail, raw, Optional.empty());
  }

  /** The judge's grade: the mean of its samples when every sample scored, else the first sample's failure. */
  public static Grade judged(JudgeRecord record, int samples) {
    Optional<Double> mean = record.mean();
    if (mean.isPresent()) {
      String rule = samples == 1 ? "judge" : "judge: mean of " + samples + " samples";
      return new Grade(Optional.of(new ScoreReading.Score(mean.get(), rule)), Optional.empty(), null, null,
          Optional.of(record));
    }
    var failed = record.firstFailed().orElseThrow();
    String detail = samples == 1 ? failed.detail()
        : "judge sample " + failed.sample() + " of " + samples + ": " + failed.detail();
    return new Grade(Optional.empty(), Optional.of(failed.failure()), detail, null, Optional.of(record));
  }
}
