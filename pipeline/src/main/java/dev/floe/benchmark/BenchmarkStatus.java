package dev.floe.benchmark;

import java.util.Locale;
import java.util.Optional;

/** A benchmark's review state: {@code draft} when submitted, {@code published} once reviewed. */
public enum BenchmarkStatus {
  DRAFT,
  PUBLISHED;

  public String tomlName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<BenchmarkStatus> fromToml(String text) {
    for (BenchmarkStatus status : values()) {
      if (status.tomlName().equals(text)) {
        return Optional.of(status);
      }
    }
    return Optional.empty();
  }
}
