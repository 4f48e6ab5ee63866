package dev.floe.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Time limits in messages read as they were written. */
class SecondsTest {
  @Test
  void aTimeLimitReadsAsItWasWritten() {
    assertEquals("60 s", Seconds.text(60.0));
    assertEquals("2.5 s", Seconds.text(2.5));
    assertEquals("0.0001 s", Seconds.text(Duration.ofNanos(100_000)));
    assertEquals("1800 s", Seconds.text(Duration.ofMinutes(30)));
  }
}
