package dev.floe.grading;

import java.math.BigDecimal;

/** A number as people write it in messages and variables: {@code 100}, not {@code 100.0}; {@code 2.5} as is. */
final class ScoreText {
  private ScoreText() {}

  static String of(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
