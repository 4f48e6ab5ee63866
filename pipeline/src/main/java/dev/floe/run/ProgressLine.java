package dev.floe.run;

import java.io.PrintWriter;
import java.time.Duration;

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
    String eta = "—";
    int fresh = runsDone - Progress.RUNS_RESUMED.get();
    if (fresh > 0 && runsDone < runs) {
      long perRun = elapsedMs / fresh;
      eta = duration(perRun * (runs - runsDone));
    } else if (runsDone == runs) {
      eta = "0s";
    }
    // Failed evolves and failed runs are counted apart: a run whose evolve failed is failed too, and one sum would
    // count that one failure twice.
    return "floe: evolves " + evolvesDone + "/" + evolves + (evolvesFailed > 0 ? " (" + evolvesFailed + " failed)" : "")
        + ", runs " + runsDone + "/" + runs
        + " (" + Progress.RUNNING.get() + " running, " + Progress.RUNS_FAILED.get() + " failed"
        + (Progress.RUNS_RESUMED.get() > 0 ? ", " + Progress.RUNS_RESUMED.get() + " resumed" : "")
        + "), elapsed " + duration(elapsedMs) + ", ETA " + eta;
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
