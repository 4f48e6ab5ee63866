package dev.floe.run;

/** {@code floe run} will not start (or go on) with this input; the message says every reason, file by file. */
public final class RunRefused extends RuntimeException {
  public RunRefused(String message) {
    super(message);
  }
}
