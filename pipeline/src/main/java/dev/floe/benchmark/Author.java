package dev.floe.benchmark;

import java.util.Objects;
import java.util.Optional;

/** The {@code [author]} table of a benchmark: who made and maintains it. */
public record Author(String name, Optional<String> email, Optional<String> homepage) {
  public Author {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("author name is blank");
    }
    Objects.requireNonNull(email, "email");
    Objects.requireNonNull(homepage, "homepage");
  }
}
