package dev.floe.run;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * The JVM-wide bound on agent and grader processes running at once ({@code --max-concurrent-runs}): agents are
 * latency-bound and rate-limited, so the bound is the agent's, not the number of cores. Shared by every DoFn
 * instance of one output folder and bound in this JVM. A Flink task manager's JVM outlives its jobs: a later job on the
 * same output folder with another bound gets its own slots, not the first job's.
 */
final class RunSlots {
  private static final Map<String, Semaphore> BY_OUTPUT = new ConcurrentHashMap<>();

  private RunSlots() {}

  static Semaphore of(RunPlan plan) {
    return BY_OUTPUT.computeIfAbsent(plan.out() + "|" + plan.maxConcurrentRuns(),
        key -> new Semaphore(plan.maxConcurrentRuns(), true));
  }
}
