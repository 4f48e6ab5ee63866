package dev.floe.run;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * The progress of a run on stderr: evolves and runs done of their totals, running, failed, elapsed and ETA. On a
 * terminal one line is redrawn in place; otherwise (a log file, CI) a line is printed every few seconds.
 */
final class ProgressLine implements AutoCloseable {
  private final PrintWriter err;
  private final boolean terminal;
  private final int evolves;
  private final int runs;
  private final long start = System.nanoTime();
  private final Thread thread;
  private volatile boolean stopped;

  ProgressLine(PrintWriter err, boolean terminal, int evolves, int runs) {
    this.err = err;
    this.terminal = terminal;
    this.evolves = evolves;
    this.runs = runs;
    this.thread = new Thread(this::loop, "floe-progress");
    this.thread.setDaemon(true);
  }

  ProgressLine start() {
    thread.start();
    return this;
  }

  private void loop() {
    long period = terminal ? 500 : 10_000;
    while (!stopped) {
      try {
        Thread.sleep(period);
      } catch (InterruptedException e) {
        return;
      }
      if (!stopped) {
        print(false);
      }
    }
  }

  String line() {
    int evolvesDone = Progress.EVOLVES_DONE.get() + Progress.EVOLVES_FAILED.get();
    int runsDone = Progress.RUNS_DONE.get() + Progress.RUNS_FAILED.get() + Progress.RUNS_RESUMED.get();
    int evolvesFailed = Progress.EVOLVES_FAILED.get();
    long elapsedMs = (System.nanoTime() - start) / 1_000_000;
    OptionalLong etaMs = etaMs(elapsedMs,
        new Work(evolves - evolvesDone, Progress.EVOLVES_TIMED.get(), Progress.EVOLVE_MS.get()),
        new Work(runs - runsDone, Progress.RUNS_TIMED.get(), Progress.RUN_MS.get()));
    String eta = etaMs.isPresent() ? duration(etaMs.getAsLong()) : "—";
    // Failed evolves and failed runs are counted apart: a run whose evolve failed is failed too, and one sum would
    // count that one failure twice.
    return "floe: evolves " + evolvesDone + "/" + evolves + (evolvesFailed > 0 ? " (" + evolvesFailed + " failed)" : "")
        + ", runs " + runsDone + "/" + runs
        + " (" + Progress.RUNNING.get() + " running, " + Progress.RUNS_FAILED.get() + " failed"
        + (Progress.RUNS_RESUMED.get() > 0 ? ", " + Progress.RUNS_RESUMED.get() + " resumed" : "")
        + "), elapsed " + duration(elapsedMs) + ", ETA " + eta;
  }

  /** Evolves or runs: how many are left, and how many this JVM did itself in how many milliseconds in all. */
  record Work(int left, int timed, long timedMs) {
    long leftMs() {
      return left <= 0 ? 0 : left * (timedMs / timed);
    }

    boolean unknown() {
      return left > 0 && timed == 0;
    }
  }

  /**
   * The time left: the work left, costed at the average evolve and the average run of this run so far, at the pace
   * the work done so far went (slot-time per elapsed time, which counts how many ran at once). Evolves and test
   * attempts run side by side, and an evolve may cost a hundred runs, so the runs alone would promise too soon an end
   * while evolves are still going. Unknown (empty) until one of each kind that is left has ended.
   */
  static OptionalLong etaMs(long elapsedMs, Work evolves, Work runs) {
    if (evolves.left() <= 0 && runs.left() <= 0) {
      return OptionalLong.of(0);
    }
    long doneMs = evolves.timedMs() + runs.timedMs();
    if (evolves.unknown() || runs.unknown() || doneMs == 0) {
      return OptionalLong.empty();
    }
    return OptionalLong.of((long) ((double) (evolves.leftMs() + runs.leftMs()) * elapsedMs / doneMs));
  }

  private synchronized void print(boolean last) {
    if (terminal) {
      err.print("\r\033[K" + line() + (last ? "\n" : ""));
    } else {
      err.println(line());
    }
    err.flush();
  }

  static String duration(long ms) {
    Duration d = Duration.ofMillis(ms);
    if (d.toHours() > 0) {
      return d.toHours() + "h" + String.format("%02dm", d.toMinutesPart());
    }
    if (d.toMinutes() > 0) {
      return d.toMinutes() + "m" + String.format("%02ds", d.toSecondsPart());
    }
    return d.toSeconds() + "s";
  }

  @Override
  public void close() {
    stopped = true;
    thread.interrupt();
    print(true);
  }
}
