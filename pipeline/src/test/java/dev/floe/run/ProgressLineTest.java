package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The progress line counts a failed evolve once, beside its runs, not again among them. */
class ProgressLineTest {
  @AfterEach
  void reset() {
    Progress.reset();
  }

  @Test
  void failedEvolvesAndFailedRunsAreCountedApart() {
    Progress.reset();
    Progress.EVOLVES_DONE.set(3);
    Progress.EVOLVES_FAILED.set(1);
    Progress.RUNS_DONE.set(24);
    Progress.RUNS_FAILED.set(16);
    String line = new ProgressLine(new PrintWriter(new StringWriter()), false, 4, 40).line();
    assertTrue(line.startsWith("floe: evolves 4/4 (1 failed), runs 40/40 (0 running, 16 failed), elapsed "), line);

    Progress.EVOLVES_FAILED.set(0);
    Progress.EVOLVES_DONE.set(4);
    line = new ProgressLine(new PrintWriter(new StringWriter()), false, 4, 40).line();
    assertTrue(line.startsWith("floe: evolves 4/4, runs 40/40 (0 running, 16 failed)"), line);
  }
}
