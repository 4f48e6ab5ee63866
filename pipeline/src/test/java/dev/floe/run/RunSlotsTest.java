package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.floe.agent.AgentConfig;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --max-concurrent-runs} holds for each job in a JVM that runs several, as a Flink task manager does: one bound
 * per output folder and bound, shared by every step of a job.
 */
class RunSlotsTest {
  private static RunPlan plan(String out, int maxConcurrentRuns) {
    AgentConfig agent = new AgentConfig("a", "", "", "", AgentConfig.SAMPLE_KIND, List.of(), Map.of(), null, null);
    return new RunPlan(out, "/tmp/work", agent, Map.of(), Map.of(), 1, 1, 0, 0, 0, maxConcurrentRuns, 0, Map.of(),
        null);
  }

  @Test
  void aLaterJobWithAnotherBoundGetsItsOwnSlots() {
    String out = "/shared/run-slots-test-" + System.nanoTime();
    assertEquals(4, RunSlots.of(plan(out, 4)).availablePermits());
    assertEquals(16, RunSlots.of(plan(out, 16)).availablePermits());
  }

  @Test
  void theStepsOfOneJobShareTheirSlots() {
    String out = "/shared/run-slots-test-" + System.nanoTime();
    assertSame(RunSlots.of(plan(out, 4)), RunSlots.of(plan(out, 4)));
  }
}
