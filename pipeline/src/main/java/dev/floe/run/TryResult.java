package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.agent.AgentOutcome;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.grading.Grade;
import java.time.Instant;
import java.util.Optional;

/** How one try of one solve ended: graded (a score or a grading failure) or failed before grading; and when it began. */
record TryResult(Optional<Grade> grade, Optional<Failure> agentFailure, String detail, Optional<JsonNode> usage,
    Instant started, long agentMs) {

  static TryResult agentFailed(Failure failure, String detail, AgentOutcome outcome, Instant started) {
    return new TryResult(Optional.empty(), Optional.of(failure), detail, outcome.usage(), started,
        outcome.process().durationMs());
  }

  static TryResult graded(Grade grade, AgentOutcome outcome, Instant started) {
    return new TryResult(Optional.of(grade), Optional.empty(), grade.detail(), outcome.usage(), started,
        outcome.process().durationMs());
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
