package dev.floe.gdpevo;

import java.util.Objects;
import java.util.Optional;

/** One rubric goal of a GDPevo task as its manifest states it: what is checked, and its weight when given. */
public record RubricGoal(String text, Optional<String> weight) {
  public RubricGoal {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(weight, "weight");
    if (text.isBlank()) {
      throw new IllegalArgumentException("a rubric goal says what is checked");
    }
  }
}
