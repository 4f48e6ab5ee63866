package dev.floe.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Usage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An agent's usage.json is its own report: what cannot be a figure is left out with a note, never fatal. */
class UsageFileTest {
  @TempDir Path work;

  @Test
  void impossibleFiguresAreLeftOutAndTheRestRecorded() throws Exception {
    Files.writeString(work.resolve("usage.json"), "{\"cost_usd\": -5, \"input_tokens\": 1e400, \"turns\": 3, "
        + "\"tool_calls\": \"12\", \"session_id\": \"s-1\"}");
    Path log = work.resolve("agent.log");

    JsonNode usage = CommandAgent.usage(work, log).orElseThrow();

    assertEquals("{\"turns\":3,\"tool_calls\":\"12\",\"session_id\":\"s-1\"}", usage.toString());
    Usage recorded = Usage.fromJson(usage); // what the run record is made of: it must not throw
    assertEquals(3.0, recorded.figures().get("turns"));
    String notes = Files.readString(log);
    assertTrue(notes.contains("usage.json figure \"cost_usd\" is -5, not a number >= 0; not recorded"), notes);
    assertTrue(notes.contains("usage.json figure \"input_tokens\" is"), notes);
    assertTrue(notes.contains("usage.json \"tool_calls\" is the string \"12\", not a number"), notes);
    assertTrue(!notes.contains("session_id"), notes);
  }

  @Test
  void aKeyWrittenTwiceIsNoUsage() throws Exception {
    Files.writeString(work.resolve("usage.json"), "{\"turns\": 3, \"turns\": 4}");
    Path log = work.resolve("agent.log");
    assertEquals(Optional.empty(), CommandAgent.usage(work, log));
    assertTrue(Files.readString(log).contains("usage.json is not a JSON object"), Files.readString(log));
  }
}
