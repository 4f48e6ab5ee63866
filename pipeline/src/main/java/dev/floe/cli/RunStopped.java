package dev.floe.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.util.Optional;

/**
 * A {@code floe run} that stopped part-way because Floe could not write or read its own files (a full disk, a file
 * size limit, an unplugged share): nothing the agent did. What was recorded is kept and a rerun resumes, so it has
 * an exit code of its own ({@link FloeCommand#EXIT_STOPPED}) that a wrapper script can retry on.
 */
final class RunStopped extends RuntimeException {
  private RunStopped(String message, Throwable cause) {
    super(message, cause);
  }

  /** The I/O failure in {@code failure}'s causes, as a run that stopped, or empty when there is none. */
  static Optional<RunStopped> of(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof UncheckedIOException || t instanceof IOException) {
        return Optional.of(new RunStopped("stopped: " + describe(t) + "\nfloe: every run.json and evolve.json "
            + "written before this is kept; fix the cause (free disk space, say) and rerun the same command to "
            + "resume", failure));
      }
    }
    return Optional.empty();
  }

  private static String describe(Throwable t) {
    if (t instanceof UncheckedIOException u && u.getMessage() != null && u.getMessage().startsWith("cannot ")) {
      return u.getMessage(); // AtomicFile's own words: "cannot write <file>: No space left on device"
    }
    Throwable io = t instanceof UncheckedIOException u ? u.getCause() : t;
    if (io instanceof FileSystemException f) {
      return "cannot use " + f.getFile() + (f.getOtherFile() == null ? "" : " or " + f.getOtherFile()) + ": "
          + (f.getReason() == null ? UserFacingErrors.problemWith(f) : f.getReason());
    }
    return String.valueOf(io.getMessage());
  }
}
