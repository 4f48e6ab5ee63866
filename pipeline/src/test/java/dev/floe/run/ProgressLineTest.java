package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The progress line counts a failed evolve once, beside its runs, not again among them; its ETA counts the evolves
 * still to come, which run beside the test attempts.
 */
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

  @Test
  void theEtaWaitsForAnEvolveToEndAndThenCountsTheEvolvesLeft() {
    ProgressLine.Work runs = new ProgressLine.Work(30, 10, 100_000);
    assertEquals(OptionalLong.empty(), ProgressLine.etaMs(100_000, new ProgressLine.Work(4, 0, 0), runs),
        "base runs alone would promise an end while the evolves have not said what they cost");
    // 2 evolves of 60 s and 10 runs of 10 s in 100 s: 220 s of work at 2.2 at once. Left: 2 x 60 s + 30 x 10 s.
    assertEquals(OptionalLong.of(190_909), ProgressLine.etaMs(100_000, new ProgressLine.Work(2, 2, 120_000), runs));
    assertEquals(OptionalLong.of(300_000), ProgressLine.etaMs(100_000, new ProgressLine.Work(0, 0, 0), runs),
        "without evolves, the runs left at the pace of the runs done");
    assertEquals(OptionalLong.of(0), ProgressLine.etaMs(5_000, new ProgressLine.Work(0, 2, 1_000),
        new ProgressLine.Work(0, 10, 1_000)));
  }
}
