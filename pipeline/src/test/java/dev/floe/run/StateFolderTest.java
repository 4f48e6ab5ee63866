package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Without a sandbox an evolve can delete its state folder or put something else in its place. That is the agent's
 * failure, named, retried and kept, and the run goes on: never Floe's own I/O failure, which stopped every run and
 * every resume of it.
 */
class StateFolderTest {
  @TempDir Path temp;

  @ParameterizedTest
  @CsvSource({
      "rm, deleted its state folder (FLOE_STATE_DIR)",
      "link, replaced its state folder (FLOE_STATE_DIR) with a symbolic link",
      "file, replaced its state folder (FLOE_STATE_DIR) with a file"})
  void anEvolveThatDoesAwayWithItsStateFolderFailsAndTheRunGoesOn(String act, String said) throws Exception {
    Path agent = RunFixture.agentConfig(temp, "stateless.sh", Map.of("STATE_ACT", act));
    Path out = temp.resolve("out");
    RunFixture.Outcome run = RunFixture.run(RunFixture.REPO, agent, out, Unsandboxed.with(java.util.List.of(
        "--modes", "base,self", "--attempts", "1", "--max-tries", "2", "--sub-benchmarks", "alpha",
        "--work-dir", temp.resolve("work").toString())).toArray(String[]::new));
    assertEquals(0, run.exitCode(), run.err());

    Path evaluation = out.resolve("evaluations/alpha-stateless-fixture-1-0-none");
    JsonNode evolve = RunFixture.json(evaluation.resolve("evolve/self/attempt-01/evolve.json"));
    assertEquals("failed", evolve.get("status").asText());
    assertEquals("agent_exit", evolve.get("failure").asText());
    assertEquals("the evolve of round 0 exited 0 but " + said + "; the state must stay a folder",
        evolve.get("detail").asText());
    assertEquals(2, evolve.get("tries").asInt());
    JsonNode results = RunFixture.json(evaluation.resolve("results.json"));
    assertTrue(results.at("/modes/base/complete").asBoolean() && results.at("/modes/base/acc").isNumber(),
        "base, which has no evolve, is graded: " + results.at("/modes/base"));
    assertTrue(results.at("/modes/self/acc").isNull(), "self has no acc: its evolve failed");
  }
}
