package dev.floe.process;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One external process to run: its command, working folder, its whole environment (nothing is inherited), an
 * optional time limit, where its output goes ({@code log} gets stderr, and stdout too unless {@code stdout} is
 * given, for a grader whose stdout is its verdict).
 */
public record ProcessSpec(
    List<String> command,
    Path workingDir,
    Map<String, String> environment,
    Optional<Duration> timeout,
    Path log,
    Optional<Path> stdout) {

  public ProcessSpec {
    command = List.copyOf(command);
    if (command.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
    Objects.requireNonNull(workingDir, "workingDir");
    environment = Map.copyOf(environment);
    Objects.requireNonNull(timeout, "timeout");
    Objects.requireNonNull(log, "log");
    Objects.requireNonNull(stdout, "stdout");
  }
}
