package dev.floe.cli;

/**
 * Bad input that the user must fix: its message is complete (file, place, problem) and is printed
 * as is, with exit code 1 and no stack trace.
 */
public final class InputProblemException extends RuntimeException {
  public InputProblemException(String message) {
    super(message);
  }

  public InputProblemException(String message, Throwable cause) {
    super(message, cause);
  }
}
