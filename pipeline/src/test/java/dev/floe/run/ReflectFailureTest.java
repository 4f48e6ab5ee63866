package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A train solve that fails in a reflect round is named, as a test attempt's failure is, not just "failed". */
class ReflectFailureTest {
  @TempDir Path temp;

  @Test
  void aFailedTrainSolveIsNamedInItsFeedbackAndInTheEvolveRecord() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "trainfail.sh", Map.of());
    Path out = temp.resolve("out");
    RunFixture.Outcome run = RunFixture.run(RunFixture.REPO, agent, out, Unsandboxed.with(List.of("--modes",
        "reflect-1", "--attempts", "1", "--max-tries", "2", "--sub-benchmarks", "alpha", "--work-dir",
        temp.resolve("work").toString())).toArray(String[]::new));
    assertEquals(0, run.exitCode(), run.err());

    Path evolve = out.resolve("evaluations/alpha-trainfail-fixture-1-0-none/evolve/reflect-1/attempt-01");
    JsonNode feedback = RunFixture.json(evolve.resolve("rounds/1/CASE-001-red/feedback.json"));
    assertEquals("failed", feedback.get("status").asText());
    assertEquals("agent_exit", feedback.get("failure").asText());
    assertFalse(feedback.has("score"));
    JsonNode round = RunFixture.json(evolve.resolve("evolve.json")).get("rounds").get(0);
    assertEquals("agent_exit: the agent exited 3", round.at("/failures/CASE-001-red").asText());
    assertFalse(round.get("failures").has("CASE-002-green"), "only failed solves are listed: " + round);
  }
}
