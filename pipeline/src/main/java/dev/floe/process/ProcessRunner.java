package dev.floe.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs agents and graders as child processes with exactly the environment given (plus the marker of its
 * {@link ProcessTree}); on a time limit it kills the whole tree, and what a process leaves running after it ended
 * is swept shortly after.
 */
public final class ProcessRunner {
  private ProcessRunner() {}

  public static ProcessOutcome run(ProcessSpec spec) throws InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(spec.command()).directory(spec.workingDir().toFile());
    builder.environment().clear();
    builder.environment().putAll(spec.environment());
    builder.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
    builder.redirectError(ProcessBuilder.Redirect.appendTo(spec.log().toFile()));
    builder.redirectOutput(spec.stdout()
        .map(file -> ProcessBuilder.Redirect.to(file.toFile()))
        .orElse(ProcessBuilder.Redirect.appendTo(spec.log().toFile())));
    long start = System.nanoTime();
    ProcessTree tree;
    try {
      tree = ProcessTree.start(builder);
    } catch (IOException e) {
      return ProcessOutcome.notStarted("cannot start " + spec.command().get(0) + ": " + e.getMessage());
    }
    Process process = tree.process();
    boolean finished = true;
    try {
      if (spec.timeout().isPresent()) {
        finished = process.waitFor(spec.timeout().get().toMillis(), TimeUnit.MILLISECONDS);
      } else {
        process.waitFor();
      }
    } catch (InterruptedException e) {
      tree.kill();
      throw e;
    }
    if (!finished) {
      tree.kill();
      return new ProcessOutcome(-1, true, elapsedMs(start), Optional.empty());
    }
    tree.sweepLater();
    return new ProcessOutcome(process.exitValue(), false, elapsedMs(start), Optional.empty());
  }

  private static long elapsedMs(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
