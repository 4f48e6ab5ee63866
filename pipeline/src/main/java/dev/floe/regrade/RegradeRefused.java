package dev.floe.regrade;

/** Folders that cannot be regraded against the given repository; the message names each, with the reason. */
public final class RegradeRefused extends RuntimeException {
  public RegradeRefused(String message) {
    super(message);
  }
}
