package dev.floe.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import picocli.CommandLine;

/** Turns exceptions into one clear line on stderr and an exit code; a user never sees a stack trace. */
final class UserFacingErrors {
  private UserFacingErrors() {}

  static int exitCode(Throwable t) {
    if (t instanceof RunStopped) {
      return FloeCommand.EXIT_STOPPED;
    }
    return t instanceof CommandLine.ParameterException ? FloeCommand.EXIT_USAGE : FloeCommand.EXIT_INPUT;
  }

  static int handle(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
    PrintWriter err = cli.getErr();
    err.println("floe: " + describe(e));
    if (System.getenv("FLOE_DEBUG") != null) {
      e.printStackTrace(err);
    }
    err.flush();
    return exitCode(e);
  }

  static int handleUsage(CommandLine.ParameterException e, String[] args) {
    CommandLine cli = e.getCommandLine();
    PrintWriter err = cli.getErr();
    err.println("floe: " + e.getMessage());
    err.println("Try '" + cli.getCommandSpec().qualifiedName() + " --help' for the options.");
    err.flush();
    return FloeCommand.EXIT_USAGE;
  }

  /** What a file-system failure without the system's own reason means, in words (its message is the path alone). */
  static String problemWith(FileSystemException f) {
    if (f instanceof FileAlreadyExistsException) {
      return Files.isDirectory(Path.of(f.getFile())) ? "already exists" : "is a file where a folder should be";
    }
    if (f instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (f instanceof NotDirectoryException) {
      return "is not a folder";
    }
    if (f instanceof DirectoryNotEmptyException) {
      return "is a folder that is not empty";
    }
    if (f instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    return "cannot be read or written";
  }

  private static String describe(Throwable e) {
    if (e instanceof UncheckedIOException u) {
      e = u.getCause();
    }
    if (e instanceof NoSuchFileException n) {
      return n.getFile() + ": no such file or folder";
    }
    if (e instanceof FileSystemException f && f.getReason() == null && f.getFile() != null) {
      return f.getFile() + ": " + problemWith(f); // the JDK's message is the path alone
    }
    if (e instanceof InputProblemException || e instanceof RunStopped || e instanceof dev.floe.aggregation.files.FileProblemException
        || e.getMessage() != null && e instanceof java.io.IOException) {
      return e.getMessage();
    }
    // Not an input problem we foresaw: still one line, but say it is Floe's fault.
    return "internal error: " + e + " (set FLOE_DEBUG=1 for the stack trace; please report it)";
  }
}
