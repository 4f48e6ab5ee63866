package dev.floe.run;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads that work on tries, bounded like the {@link RunSlots} they wait for. A try holds a thread from staging
 * to its record, and waits for a staging, a run and a grading slot in turn, so three threads per run slot keep every
 * slot busy; more would only wait. (An evolve holds one for all its rounds, its train solves' grading included.)
 * Tries beyond them wait in the queue, holding nothing: a repository of 10,000 cases starts no more threads than one
 * of 10 (a thread per try ran a large run into the system's thread limit).
 * Every try waiting for a slot waits for one held by a try that is running, so a bounded pool cannot deadlock.
 */
public final class RunThreads {
  private static final Map<String, ExecutorService> BY_OUTPUT = new ConcurrentHashMap<>();

  private RunThreads() {}

  /** The pool of the plan's output folder and bound in this JVM (as {@link RunSlots}: shared by its DoFns). */
  public static ExecutorService of(RunPlan plan) {
    return BY_OUTPUT.computeIfAbsent(plan.out() + "|" + plan.maxConcurrentRuns(), key -> pool(threads(plan)));
  }

  static int threads(RunPlan plan) {
    return 3 * plan.maxConcurrentRuns() + 1;
  }

  private static ExecutorService pool(int threads) {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>(), runnable -> {
          Thread thread = new Thread(runnable, "floe-run");
          thread.setDaemon(true);
          return thread;
        });
    pool.allowCoreThreadTimeOut(true); // idle between jobs (a Flink task manager's JVM outlives them): no threads
    return pool;
  }
}
