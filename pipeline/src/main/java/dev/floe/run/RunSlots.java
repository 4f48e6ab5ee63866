package dev.floe.run;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * The JVM-wide bounds of {@code --max-concurrent-runs}: on agent processes running at once, and as many graders and
 * solves staged ahead (see {@link #grading}, {@link #staging}). Agents are
 * latency-bound and rate-limited, so the bound is the agent's, not the number of cores. Shared by every DoFn
 * instance of one output folder and bound in this JVM. A Flink task manager's JVM outlives its jobs: a later job on the
 * same output folder with another bound gets its own slots, not the first job's.
 */
final class RunSlots {
  private static final Map<String, Semaphore> BY_OUTPUT = new ConcurrentHashMap<>();

  private RunSlots() {}

  /** The slots of agent processes (solves, evolves) and judge calls. */
  static Semaphore of(RunPlan plan) {
    return slots(plan, "run");
  }

  /**
   * As many machine graders at once as agents: a grader runs after its agent gave the run slot back, so the next
   * agent does not wait for the last one's grade.
   */
  static Semaphore grading(RunPlan plan) {
    return slots(plan, "grading");
  }

  /**
   * As many solves staged ahead, waiting for a run slot with their folders ready, as there are run slots: staging is
   * done while other agents run, and no more workspaces exist at once than twice the bound.
   */
  static Semaphore staging(RunPlan plan) {
    return slots(plan, "staging");
  }

  private static Semaphore slots(RunPlan plan, String purpose) {
    return BY_OUTPUT.computeIfAbsent(plan.out() + "|" + plan.maxConcurrentRuns() + "|" + purpose,
        key -> new Semaphore(plan.maxConcurrentRuns(), true));
  }
}
