package dev.floe.environment;

/** An environment that did not come up: its message says which, why, and where its log is. */
public final class EnvironmentFailure extends Exception {
  public EnvironmentFailure(String message) {
    super(message);
  }
}
