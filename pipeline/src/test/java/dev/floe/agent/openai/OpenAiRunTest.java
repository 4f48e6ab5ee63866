package dev.floe.agent.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.run.RunDriver;
import dev.floe.run.RunRefused;
import dev.floe.run.RunRequest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code floe run} with {@code kind = "openai"} against the loopback endpoint: every mode's calls reach it with what
 * the mode shows, usage lands in run.json and evolve.json, and no file of the output holds the key, not even the log
 * of a call whose error echoed it.
 */
class OpenAiRunTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path SAMPLES = Path.of("../samples/benchmarks").toAbsolutePath();
  private static final String KEY = OpenAiAgentTest.KEY;
  @TempDir Path temp;

  @Test
  void everyModeRunsThroughTheEndpointAndTheKeyIsInNoFile() throws Exception {
    String answer = "=== FILE: answer.json ===\n{\"net\": 1, \"gross\": 1, \"currency\": \"EUR\"}\n=== END FILE ===";
    try (FakeOpenAi server = new FakeOpenAi((n, request) -> {
      if (n == 0) { // a failing upstream that echoes the key: retried, and redacted in the log
        return new FakeOpenAi.Response(500, Map.of("Retry-After", "0"), "upstream error for key " + KEY, 0);
      }
      boolean evolve = request.body().at("/messages/0/content").asText().contains("training phase");
      return FakeOpenAi.Response.ok(FakeOpenAi.completion(evolve ? "# Skill\nUse EUR.\n" : answer, 100, 10, 20));
    })) {
      Path agent = config(server.baseUrl(), "TEST_OPENAI_KEY");
      Path out = temp.resolve("out");
      StringWriter err = new StringWriter();
      RunDriver.run(request(agent, out), Map.of("TEST_OPENAI_KEY", KEY, "PATH", System.getenv("PATH")),
          new PrintWriter(err, true), false);

      // base 5 solves; fewshot 1 evolve + 5; reflect-1 evolve, 5 train solves, evolve, 5; and the one 500.
      assertEquals(24, server.requests.size());
      Path evaluation = out.resolve("evaluations/invoice-totals-openai-fake-model");
      JsonNode results = JSON.readTree(evaluation.resolve("results.json").toFile());
      for (String mode : List.of("base", "fewshot", "reflect-1")) {
        assertEquals(1 / 3.0, results.at("/modes/" + mode + "/acc").asDouble(), 1e-12, mode + ": the net is wrong");
      }
      JsonNode run = JSON.readTree(evaluation.resolve("runs/base/CASE-003-inv-2034/attempt-01/run.json").toFile());
      assertEquals(100, run.at("/usage/input_tokens").asLong());
      assertEquals(10, run.at("/usage/cached_input_tokens").asLong());
      assertEquals(20, run.at("/usage/output_tokens").asLong());
      JsonNode evolve = JSON.readTree(evaluation.resolve("evolve/reflect-1/attempt-01/evolve.json").toFile());
      assertEquals(7, evolve.at("/usage/turns").asInt(), "two evolves and five train solves");
      assertEquals(700, evolve.at("/usage/input_tokens").asLong());
      assertEquals("# Skill\nUse EUR.\n",
          Files.readString(evaluation.resolve("evolve/fewshot/attempt-01/state/SKILL.md")));

      // Only the fewshot evolve saw reference answers (the same request twice if it was the one that got the 500).
      long withReferences = server.requests.stream().map(r -> r.body().at("/messages/1/content").asText())
          .filter(text -> text.contains("/reference/answer.json")).distinct().count();
      assertEquals(1, withReferences);

      String logs = String.join("\n", read(out, "agent.log"));
      assertTrue(logs.contains("HTTP 500 (upstream error for key [redacted]); retrying in 0 ms"), logs);
      assertKeyInNoFile(out);
      assertFalse(err.toString().contains(KEY));
    }
  }

  @Test
  void aMissingKeyRefusesTheRunNamingTheVariableNotAValue() throws Exception {
    Path agent = config("http://127.0.0.1:9/v1", "TEST_OPENAI_KEY");
    RunRefused refused = assertThrows(RunRefused.class, () -> RunDriver.run(request(agent, temp.resolve("out")),
        Map.of("PATH", System.getenv("PATH")), new PrintWriter(new StringWriter()), false));
    assertEquals(agent + ": the openai agent's key is read from TEST_OPENAI_KEY (openai.api_key_env), which is not "
        + "set in Floe's environment: export it, or set api_key_env = \"\" for an endpoint without a key",
        refused.getMessage());
  }

  private Path config(String baseUrl, String keyEnv) throws Exception {
    Path file = temp.resolve("agent.toml");
    Files.writeString(file, """
        name = "openai"
        model = "fake-model"
        kind = "openai"

        [openai]
        base_url = "%s"
        api_key_env = "%s"
        temperature = 0.0
        max_output_tokens = 800
        """.formatted(baseUrl, keyEnv));
    return file;
  }

  private RunRequest request(Path agent, Path out) {
    return new RunRequest(SAMPLES, agent, out, List.of("base", "fewshot", "reflect-1"), 1, 1, 2,
        List.of("invoice-totals"), 0, 60, 60, Optional.empty(), Optional.of(temp.resolve("work")), List.of());
  }

  private static List<String> read(Path root, String name) throws Exception {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.getFileName().toString().equals(name)).map(p -> {
        try {
          return Files.readString(p);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).toList();
    }
  }

  private static void assertKeyInNoFile(Path root) throws Exception {
    int files = 0;
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path f : walk.filter(Files::isRegularFile).toList()) {
        files++;
        assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(KEY), f + " holds the key");
      }
    }
    assertTrue(files > 50, "the whole output was searched: " + files + " files");
  }
}
