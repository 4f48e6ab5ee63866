package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import java.util.Objects;
import java.util.Optional;

/**
 * What one judge call gave: its JSON verdict (not yet read for a score), or why there is none
 * ({@code judge_error}, {@code judge_timeout}, {@code unparseable_score}); and the usage the judge reported.
 */
public record JudgeReply(Optional<JsonNode> verdict, Optional<Failure> failure, String detail,
    Optional<JsonNode> usage) {

  public JudgeReply {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(failure, "failure");
    Objects.requireNonNull(usage, "usage");
    if (verdict.isPresent() == failure.isPresent()) {
      throw new IllegalArgumentException("a judge reply is either a verdict or a failure");
    }
  }

  public static JudgeReply verdict(JsonNode verdict, Optional<JsonNode> usage) {
    return new JudgeReply(Optional.of(verdict), Optional.empty(), null, usage);
  }

  public static JudgeReply failed(Failure failure, String detail, Optional<JsonNode> usage) {
    return new JudgeReply(Optional.empty(), Optional.of(failure), detail, usage);
  }
}
