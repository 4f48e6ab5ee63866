package dev.floe.agent.sample;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One assignment of the undecided conventions that reflect rounds put to the test: the round whose evolve proposed
 * it, the values, and the mean train score the next round's feedback gave it (null until then).
 */
public record Trial(int round, Map<String, String> values, Double score) {
  public Trial {
    Objects.requireNonNull(values, "values");
    values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  public Trial scored(double newScore) {
    return new Trial(round, values, newScore);
  }
}
