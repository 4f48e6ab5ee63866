package dev.floe.run;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counters of work done in this JVM, read by the progress line on stderr. On a cluster each worker counts its own;
 * the driver's line then shows what ran in the driver only, and the evaluation folders remain the truth.
 */
public final class Progress {
  public static final AtomicInteger EVOLVES_DONE = new AtomicInteger();
  public static final AtomicInteger EVOLVES_FAILED = new AtomicInteger();
  public static final AtomicInteger RUNS_DONE = new AtomicInteger();
  public static final AtomicInteger RUNS_FAILED = new AtomicInteger();
  public static final AtomicInteger RUNS_RESUMED = new AtomicInteger();
  public static final AtomicInteger RUNNING = new AtomicInteger();
  /** How many evolves and runs this JVM did itself (not resumed), and how long they took in all: the ETA's rates. */
  public static final AtomicInteger EVOLVES_TIMED = new AtomicInteger();
  public static final AtomicLong EVOLVE_MS = new AtomicLong();
  public static final AtomicInteger RUNS_TIMED = new AtomicInteger();
  public static final AtomicLong RUN_MS = new AtomicLong();

  private Progress() {}

  /** Zeroes the counters at the start of a run (tests run several in one JVM). */
  public static void reset() {
    for (AtomicInteger counter : new AtomicInteger[] {
        EVOLVES_DONE, EVOLVES_FAILED, RUNS_DONE, RUNS_FAILED, RUNS_RESUMED, RUNNING, EVOLVES_TIMED, RUNS_TIMED}) {
      counter.set(0);
    }
    EVOLVE_MS.set(0);
    RUN_MS.set(0);
  }

  static void evolveTook(long ms) {
    EVOLVE_MS.addAndGet(ms);
    EVOLVES_TIMED.incrementAndGet();
  }

  static void runTook(long ms) {
    RUN_MS.addAndGet(ms);
    RUNS_TIMED.incrementAndGet();
  }
}
