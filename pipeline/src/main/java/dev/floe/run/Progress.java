package dev.floe.run;

import java.util.concurrent.atomic.AtomicInteger;

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

  private Progress() {}

  /** Zeroes the counters at the start of a run (tests run several in one JVM). */
  public static void reset() {
    for (AtomicInteger counter : new AtomicInteger[] {
        EVOLVES_DONE, EVOLVES_FAILED, RUNS_DONE, RUNS_FAILED, RUNS_RESUMED, RUNNING}) {
      counter.set(0);
    }
  }
}
