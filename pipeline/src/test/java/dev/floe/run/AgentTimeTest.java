package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Efficiency's {@code seconds} is the agent's own time: a leaderboard column of it compares agents, so the grader's
 * time (here 1.5 s against the agent's 0.3 s) is not in it. run.json keeps both: {@code duration_ms} for the attempt,
 * {@code agent_ms} for the agent.
 */
class AgentTimeTest {
  @TempDir Path temp;

  @Test
  void secondsAreTheAgentsOwnNotTheGradersTime() throws Exception {
    Path repo = RunFixture.commandGradedRepository(temp.resolve("repo"), 1, "sleep 1.5; echo '{\\\"score\\\": 1}'");
    Path agent = RunFixture.agentConfig(temp, "stamper.sh", Map.of("STAMPS", temp.resolve("stamps").toString()));
    Path out = temp.resolve("out");
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, out, "--modes", "base", "--attempts", "1");
    assertEquals(0, outcome.exitCode(), outcome.err());

    JsonNode run = RunFixture.json(RunFixture.files(out, "run.json").get(0));
    long agentMs = run.get("agent_ms").asLong();
    assertTrue(agentMs >= 300 && agentMs < 1500, "the agent sleeps 0.3 s: " + run);
    assertTrue(run.get("duration_ms").asLong() >= 1500 + agentMs, "the attempt holds the grade too: " + run);
    JsonNode results = RunFixture.json(RunFixture.files(out, "results.json").get(0));
    double seconds = results.at("/modes/base/efficiency/seconds").asDouble();
    assertEquals(agentMs / 1000.0, seconds, 1e-9, results.toString());
  }
}
