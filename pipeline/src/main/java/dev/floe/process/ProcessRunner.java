package dev.floe.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs agents and graders as child processes with exactly the environment given, and on a time limit kills the
 * whole process tree: the process is started in a session of its own ({@code setsid}) so that grandchildren that
 * outlive their parent are still in its process group.
 */
public final class ProcessRunner {
  private static final boolean HAS_SETSID = Files.isExecutable(Path.of("/usr/bin/setsid"))
      || Files.isExecutable(Path.of("/bin/setsid"));

  private ProcessRunner() {}

  /** What to put before a command so it starts in a session (and process group) of its own, where possible. */
  public static List<String> sessionPrefix() {
    return HAS_SETSID ? List.of("setsid") : List.of();
  }

  public static ProcessOutcome run(ProcessSpec spec) throws InterruptedException {
    List<String> command = new ArrayList<>(sessionPrefix());
    command.addAll(spec.command());
    ProcessBuilder builder = new ProcessBuilder(command).directory(spec.workingDir().toFile());
    builder.environment().clear();
    builder.environment().putAll(spec.environment());
    builder.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
    builder.redirectError(ProcessBuilder.Redirect.appendTo(spec.log().toFile()));
    builder.redirectOutput(spec.stdout()
        .map(file -> ProcessBuilder.Redirect.to(file.toFile()))
        .orElse(ProcessBuilder.Redirect.appendTo(spec.log().toFile())));
    long start = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return ProcessOutcome.notStarted("cannot start " + spec.command().get(0) + ": " + e.getMessage());
    }
    boolean finished = true;
    try {
      if (spec.timeout().isPresent()) {
        finished = process.waitFor(spec.timeout().get().toMillis(), TimeUnit.MILLISECONDS);
      } else {
        process.waitFor();
      }
    } catch (InterruptedException e) {
      killTree(process);
      throw e;
    }
    if (!finished) {
      killTree(process);
      process.waitFor();
      return new ProcessOutcome(-1, true, elapsedMs(start), Optional.empty());
    }
    // Children left running by a finished process would hold files and cores: they go too.
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    return new ProcessOutcome(process.exitValue(), false, elapsedMs(start), Optional.empty());
  }

  /** Kills the process, its process group (when it has its own session) and every descendant still known. */
  public static void killTree(Process process) throws InterruptedException {
    List<ProcessHandle> descendants = process.descendants().toList();
    if (HAS_SETSID) {
      try {
        new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start()
            .waitFor();
      } catch (IOException e) {
        // kill(1) missing: the handles below still reach every descendant that has not been re-parented.
      }
    }
    process.destroyForcibly();
    descendants.forEach(ProcessHandle::destroyForcibly);
  }

  private static long elapsedMs(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
