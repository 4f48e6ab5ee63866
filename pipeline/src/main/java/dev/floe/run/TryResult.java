package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.grading.Grade;
import java.time.Instant;
import java.util.Optional;

/** How one try of one solve ended: graded (a score or a grading failure) or failed before grading; and when it began. */
record TryResult(Optional<Grade> grade, Optional<Failure> agentFailure, String detail, Optional<JsonNode> usage,
    Instant started) {

  static TryResult agentFailed(Failure failure, String detail, Optional<JsonNode> usage, Instant started) {
    return new TryResult(Optional.empty(), Optional.of(failure), detail, usage, started);
  }

  static TryResult graded(Grade grade, Optional<JsonNode> usage, Instant started) {
    return new TryResult(Optional.of(grade), Optional.empty(), grade.detail(), usage, started);
  }

  boolean ok() {
    return grade.isPresent() && grade.get().score().isPresent();
  }

  /**
   * Whether the judge failed to grade the answer: the judge has already retried, and solving again would change the
   * answer being graded, so the attempt is not tried again.
   */
  boolean judgeFailed() {
    return !ok() && grade.flatMap(Grade::judge).isPresent();
  }

  Optional<Failure> failure() {
    return agentFailure.isPresent() ? agentFailure : grade.flatMap(Grade::failure);
  }

  double score() {
    return grade.orElseThrow().score().orElseThrow().value();
  }
}
