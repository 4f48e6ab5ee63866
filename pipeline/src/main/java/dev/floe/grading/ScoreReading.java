package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * Reads a score in [0, 1] from a grader's JSON by the normalization rule of SPEC §1.1, which reads every one of
 * GDPevo's graders right. The rule that matched is kept, so a reader of {@code run.json} can see how.
 */
public final class ScoreReading {
  /** A normalized score and the rule (the field or field pair) it came from. */
  public record Score(double value, String rule) {
    public Score {
      if (!(value >= 0 && value <= 1)) {
        throw new IllegalArgumentException("score " + value + " is outside [0, 1]");
      }
    }
  }

  private static final List<String> FRACTION_FIELDS = List.of("normalized_score", "total_score", "score_fraction");
  private static final List<List<String>> PAIRS = List.of(
      List.of("earned_score", "max_score"),
      List.of("earned_weight", "total_weight"),
      List.of("earned_points", "total_points"),
      List.of("earned", "total"),
      List.of("raw_score", "raw_total"),
      List.of("raw_earned", "raw_total"),
      List.of("points", "max_score"));

  private ScoreReading() {}

  public static Optional<Score> read(JsonNode output) {
    if (output == null || !output.isObject()) {
      return Optional.empty();
    }
    for (String field : FRACTION_FIELDS) {
      JsonNode value = output.get(field);
      if (isNumber(value) && inUnit(value.doubleValue())) {
        return Optional.of(new Score(value.doubleValue(), field));
      }
    }
    JsonNode score = output.get("score");
    JsonNode max = output.get("max_score");
    if (isNumber(score) && inUnit(score.doubleValue())) {
      // 1 of 4 raw points must not read as a perfect 1.0: a score in [0, 1] is a fraction only when it is written
      // as one, or when no max_score says otherwise.
      boolean writtenAsFraction = score.isFloatingPointNumber() || score.isBigDecimal();
      boolean noOtherMax = !isNumber(max) || max.doubleValue() == 1;
      if (writtenAsFraction || noOtherMax) {
        return Optional.of(new Score(score.doubleValue(), "score"));
      }
    }
    if (isNumber(score) && isNumber(max) && max.doubleValue() > 0) {
      Optional<Score> ratio = ratio(score.doubleValue(), max.doubleValue(), "score/max_score");
      if (ratio.isPresent()) {
        return ratio;
      }
    }
    for (List<String> pair : PAIRS) {
      JsonNode earned = output.get(pair.get(0));
      JsonNode total = output.get(pair.get(1));
      if (isNumber(earned) && isNumber(total) && total.doubleValue() > 0) {
        Optional<Score> ratio = ratio(earned.doubleValue(), total.doubleValue(), pair.get(0) + "/" + pair.get(1));
        if (ratio.isPresent()) {
          return ratio;
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<Score> ratio(double earned, double total, String rule) {
    double value = earned / total;
    return inUnit(value) ? Optional.of(new Score(value, rule)) : Optional.empty();
  }

  private static boolean isNumber(JsonNode node) {
    return node != null && node.isNumber() && Double.isFinite(node.doubleValue());
  }

  private static boolean inUnit(double value) {
    return value >= 0 && value <= 1;
  }
}
