package dev.floe.process;

import java.math.BigDecimal;
import java.time.Duration;

/** A time limit as people write it in messages: "60 s", "2.5 s", "0.001 s", never "60.0 s" or "0 s" for 0.0001. */
public final class Seconds {
  private Seconds() {}

  public static String text(double seconds) {
    return BigDecimal.valueOf(seconds).stripTrailingZeros().toPlainString() + " s";
  }

  public static String text(Duration duration) {
    return BigDecimal.valueOf(duration.toNanos(), 9).stripTrailingZeros().toPlainString() + " s";
  }
}
