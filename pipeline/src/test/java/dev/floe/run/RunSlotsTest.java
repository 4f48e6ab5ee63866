package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.agent.AgentConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadPoolExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --max-concurrent-runs} holds for each job in a JVM that runs several, as a Flink task manager does: one bound
 * per output folder and bound, shared by every step of a job. The threads working on tries are bounded with it, not
 * by the number of cases.
 */
class RunSlotsTest {
  @TempDir Path temp;

  private static RunPlan plan(String out, int maxConcurrentRuns) {
    AgentConfig agent = new AgentConfig("a", "", "", "", AgentConfig.SAMPLE_KIND, List.of(), Map.of(), null, null);
    return new RunPlan(out, "/tmp/work", agent, Map.of(), Map.of(), 1, 1, 0, 0, 0, maxConcurrentRuns, false, Map.of(),
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

  @Test
  void aRunOfManyCasesStartsThreadsForItsSlotsNotForItsCases() throws Exception {
    int cases = 12;
    Path repo = RunFixture.commandGradedRepository(temp.resolve("repo"), cases, "echo '{\\\"score\\\": 1}'");
    Path agent = RunFixture.agentConfig(temp, "stamper.sh", Map.of("STAMPS", temp.resolve("stamps").toString()));
    Path out = temp.resolve("out");
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, out, "--modes", "base", "--attempts", "1",
        "--max-concurrent-runs", "1");
    assertEquals(0, outcome.exitCode(), outcome.err());
    assertEquals(cases, RunFixture.files(out, "run.json").size());
    // The run's own pool (one per output folder and bound): it never held more threads than three per slot.
    ThreadPoolExecutor pool = (ThreadPoolExecutor) RunThreads.of(plan(out.toAbsolutePath().toString(), 1));
    assertTrue(pool.getLargestPoolSize() > 0, "the run did not use its pool");
    assertTrue(pool.getLargestPoolSize() <= 4, pool.getLargestPoolSize() + " threads for one run slot");
  }
}
