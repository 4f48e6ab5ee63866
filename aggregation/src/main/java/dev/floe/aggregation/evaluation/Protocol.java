package dev.floe.aggregation.evaluation;

import java.util.HashSet;
import java.util.List;

/**
 * How an evaluation is run: its modes, attempts per case (the k of acc@k), tries per attempt and seed.
 * {@code maxTries} and {@code seed} are optional because imported evaluations do not know them.
 */
public record Protocol(List<String> modes, int attempts, Integer maxTries, Long seed) {
  public Protocol {
    modes = List.copyOf(modes);
    if (modes.isEmpty()) {
      throw new IllegalArgumentException("protocol.modes is empty");
    }
    for (String mode : modes) {
      Id.require(mode, "protocol mode");
    }
    if (new HashSet<>(modes).size() != modes.size()) {
      throw new IllegalArgumentException("protocol.modes names a mode twice: " + modes);
    }
    if (attempts < 1) {
      throw new IllegalArgumentException("protocol.attempts must be 1 or more, not " + attempts);
    }
    if (maxTries != null && maxTries < 1) {
      throw new IllegalArgumentException("protocol.max_tries must be 1 or more, not " + maxTries);
    }
  }
}
