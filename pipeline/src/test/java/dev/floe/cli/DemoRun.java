package dev.floe.cli;

import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * One {@code floe demo}, run in-process once per test JVM and shared by the tests that read its output (the demo
 * test and the browser test), so the suite pays for it once. Its output stays in {@code target/demo-test/}.
 */
final class DemoRun {
  static final Path OUT = Path.of("target/demo-test/out").toAbsolutePath();
  private static CommandOutput output;
  private static double seconds;

  private DemoRun() {}

  static synchronized CommandOutput output() {
    if (output == null) {
      try {
        FolderCopy.delete(OUT.getParent());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      long started = System.nanoTime();
      output = CommandOutput.run("demo", "--out", OUT.toString());
      seconds = (System.nanoTime() - started) / 1e9;
      System.out.println("floe demo in-process: " + String.format(java.util.Locale.ROOT, "%.1f s", seconds));
    }
    return output;
  }

  static synchronized double seconds() {
    output();
    return seconds;
  }
}
