package dev.floe.process;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

/** Where a program named on a command line is, the way the shell finds it: by its path, or on a PATH. */
public final class ProgramPath {
  private ProgramPath() {}

  /** An executable regular file. */
  public static boolean isProgram(Path file) {
    return Files.isRegularFile(file) && Files.isExecutable(file);
  }

  /** The programs called {@code name} in {@code path}'s folders, in PATH order (relative folders are skipped). */
  public static Stream<Path> onPath(String name, String path) {
    return Arrays.stream(path.split(File.pathSeparator)).filter(folder -> folder.startsWith("/"))
        .map(folder -> Path.of(folder, name)).filter(ProgramPath::isProgram);
  }

  /** Whether {@code program} runs: a path (it holds a '/') to a program, or a name found on {@code path}. */
  public static boolean exists(String program, String path) {
    return program.contains("/") ? isProgram(Path.of(program)) : onPath(program, path).findAny().isPresent();
  }
}
