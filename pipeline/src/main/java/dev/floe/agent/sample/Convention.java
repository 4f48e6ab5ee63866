package dev.floe.agent.sample;

import java.util.List;
import java.util.Objects;

/**
 * A house convention a task kind depends on and a statement may leave unsaid: its key, what it is about, and the
 * values the sample agent considers plausible (its prior, in a fixed order).
 */
public record Convention(String key, String title, List<String> candidates) {
  public Convention {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(title, "title");
    candidates = List.copyOf(candidates);
    if (candidates.size() < 2) {
      throw new IllegalArgumentException("a convention needs at least two candidate values: " + key);
    }
  }
}
