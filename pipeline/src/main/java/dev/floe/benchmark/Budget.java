package dev.floe.benchmark;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A case's resource budget ({@code [budget]} of {@code task_config.toml}); an absent value means no limit.
 * Timeout in seconds, ram and disk in GB, gpus a count (0 = no GPU).
 */
public record Budget(
    OptionalDouble timeoutSeconds,
    OptionalDouble cpus,
    OptionalDouble ramGb,
    OptionalDouble diskGb,
    OptionalInt gpus) {

  public static final Budget UNLIMITED =
      new Budget(OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
          OptionalDouble.empty(), OptionalInt.empty());

  public Budget {
    requireNonNegative(timeoutSeconds, "timeout");
    requireNonNegative(cpus, "cpus");
    requireNonNegative(ramGb, "ram");
    requireNonNegative(diskGb, "disk");
    if (gpus.isPresent() && gpus.getAsInt() < 0) {
      throw new IllegalArgumentException("gpus must be >= 0, got " + gpus.getAsInt());
    }
  }

  private static void requireNonNegative(OptionalDouble value, String name) {
    if (value.isPresent() && !(value.getAsDouble() >= 0 && Double.isFinite(value.getAsDouble()))) {
      throw new IllegalArgumentException(name + " must be a finite number >= 0, got " + value.getAsDouble());
    }
  }

  /** The timeout in whole milliseconds, when one is set. */
  public Optional<Long> timeoutMillis() {
    return timeoutSeconds.isPresent()
        ? Optional.of(Math.round(timeoutSeconds.getAsDouble() * 1000))
        : Optional.empty();
  }
}
