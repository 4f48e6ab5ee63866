package dev.floe.agent.sample;

import java.util.Objects;

/** A convention's value as a statement states it, and the sentence that states it. */
public record Quote(String value, String sentence) {
  public Quote {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(sentence, "sentence");
  }
}
