package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.staging.FolderCopy;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code floe run --runner=FlinkRunner} on one machine, as a user sees it: Flink's embedded cluster by default, one
 * machine's rules (a relative output folder is fine), Flink saying nothing below a warning, and a failed job told in
 * one line, as on the DirectRunner, with no stack trace.
 */
class EmbeddedFlinkTest {
  @TempDir Path temp;

  /** What one run printed: its own outcome, and what the engines logged to the process's stderr meanwhile. */
  private record Logged(RunFixture.Outcome outcome, String log) {}

  private Logged run(Path out, String... more) throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    // Flink and Beam log through slf4j-simple, which writes to whatever System.err is when they log.
    ByteArrayOutputStream logged = new ByteArrayOutputStream();
    PrintStream stderr = System.err;
    System.setErr(new PrintStream(logged, true, StandardCharsets.UTF_8));
    try {
      String[] args = new String[more.length + 7];
      System.arraycopy(new String[] {"--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha",
          "--runner=FlinkRunner"}, 0, args, 0, 7);
      System.arraycopy(more, 0, args, 7, more.length);
      return new Logged(RunFixture.run(RunFixture.REPO, agent, out, args), logged.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(stderr);
      stderr.print(logged.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void aRelativeOutputFolderIsFineAndFlinkIsQuiet() throws Exception {
    Path out = Path.of("target", "embedded-out-" + UUID.randomUUID());
    try {
      Logged run = run(out, "--work-dir", temp.resolve("work").toString());
      assertEquals(0, run.outcome().exitCode(), run.outcome().err());
      assertTrue(Files.isRegularFile(out.resolve("evaluations/alpha-learner-fixture-1-0-none/results.json")));
      assertTrue(run.outcome().out().matches("(?s).*\\balpha\\s+base\\s+50\\.00%\\s+0\\.00%\\s+0/3\\n.*"),
          run.outcome().out());
      assertFalse(run.log().contains(" INFO "), "Flink's embedded cluster logs warnings only:\n" + run.log());
    } finally {
      FolderCopy.delete(out);
    }
  }

  @Test
  void aFailedJobIsOneLineWithItsCause() throws Exception {
    // A work folder nobody can make, not even root: /proc takes no new folder. (A file as --work-dir is refused as a
    // wrong command line before the run starts.)
    Path unmakeable = Path.of("/proc", "floe-work-test-" + ProcessHandle.current().pid());
    Logged run = run(temp.resolve("out"), "--work-dir", unmakeable.toString());
    // Floe's own files failing is a stop (exit 3: rerun to resume), reported as on the DirectRunner: the cause in one
    // line, not Flink's wrapping of it.
    assertEquals(3, run.outcome().exitCode(), run.outcome().err());
    assertTrue(run.outcome().err().contains("floe: stopped: cannot use " + unmakeable + ": no such file or folder\n"
        + "floe: every run.json and evolve.json written before this is kept"), run.outcome().err());
    assertFalse(run.log().contains("\tat "), "no stack trace:\n" + run.log());
    assertFalse(run.outcome().err().contains("\tat "), "no stack trace:\n" + run.outcome().err());
  }
}
