package dev.floe.process;

import java.util.Optional;

/** How a process ended: its exit code, whether Floe killed it at its time limit, how long it ran, or why it never started. */
public record ProcessOutcome(int exitCode, boolean timedOut, long durationMs, Optional<String> startFailure) {

  public static ProcessOutcome notStarted(String why) {
    return new ProcessOutcome(-1, false, 0, Optional.of(why));
  }

  public boolean started() {
    return startFailure.isEmpty();
  }

  public boolean succeeded() {
    return started() && !timedOut && exitCode == 0;
  }
}
