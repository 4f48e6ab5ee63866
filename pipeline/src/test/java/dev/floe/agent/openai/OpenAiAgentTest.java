package dev.floe.agent.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.OpenAiSettings;
import dev.floe.agent.Phase;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The openai agent against an OpenAI-compatible endpoint played on loopback: what it sends, what it writes, how it
 * counts tokens, retries, fails and times out; and that the key is in no file it wrote.
 */
class OpenAiAgentTest {
  static final String KEY = "sk-test-4f9c2e7d-do-not-leak";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ANSWER = "Here it is.\n=== FILE: answer.json ===\n{\"total\": 33.5}\n=== END FILE ===\n";
  @TempDir Path temp;
  private FakeOpenAi server;
  private Path task;
  private Path state;
  private Path answer;
  private Path work;

  @BeforeEach
  void stage() throws IOException {
    task = Files.createDirectories(temp.resolve("task"));
    Files.writeString(task.resolve("README.md"), "# Invoice 7\n\nWrite `answer.json` with the `total`.\n");
    Files.write(task.resolve("scan.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1, 2});
    state = Files.createDirectories(temp.resolve("state"));
    Files.writeString(state.resolve("SKILL.md"), "Totals include 20% VAT.\n");
    answer = Files.createDirectories(temp.resolve("answer"));
    work = Files.createDirectories(temp.resolve("work"));
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void aSolveSendsTheStatementAndStateAndWritesTheAnswerFile() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(ANSWER, 1200, 200, 40)));
    AgentOutcome outcome = agent(Duration.ofSeconds(1)).run(solve(Duration.ofSeconds(30)));
    assertEquals(0, outcome.process().exitCode(), log());
    assertEquals("{\"total\": 33.5}\n", Files.readString(answer.resolve("answer.json")));

    FakeOpenAi.Request request = server.requests.get(0);
    assertEquals("POST", request.method());
    assertEquals("/v1/chat/completions", request.path());
    assertEquals("Bearer " + KEY, request.header("Authorization"));
    assertTrue(request.header("Content-Type").startsWith("application/json"));
    JsonNode body = request.body();
    assertEquals("fake-model", body.get("model").asText());
    assertEquals(0.2, body.get("temperature").asDouble());
    assertEquals(800, body.get("max_completion_tokens").asInt());
    assertEquals(List.of("system", "user"), List.of(body.at("/messages/0/role").asText(),
        body.at("/messages/1/role").asText()));
    String user = body.at("/messages/1/content").asText();
    assertTrue(user.contains("### statement/README.md\n````\n# Invoice 7\n"), user);
    assertTrue(user.contains("### statement/scan.png\n(binary file, 8 bytes, not shown)"), user);
    assertTrue(user.contains("### skills/SKILL.md\n````\nTotals include 20% VAT.\n"), user);
    assertTrue(body.at("/messages/0/content").asText().contains("=== FILE: <file name"), "the reply format");
    assertKeyNowhere();
  }

  @Test
  void usageIsCountedFromTheApisUsageIntoUsageJson() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(ANSWER, 1200, 200, 40)));
    AgentOutcome outcome = agent(Duration.ofSeconds(1)).run(solve(Duration.ofSeconds(30)));
    JsonNode written = JSON.readTree(work.resolve("usage.json").toFile());
    assertEquals(written.toString(), outcome.usage().orElseThrow().toString());
    assertEquals(1200, written.get("input_tokens").asLong());
    assertEquals(200, written.get("cached_input_tokens").asLong());
    assertEquals(40, written.get("output_tokens").asLong());
    assertEquals(3, written.get("reasoning_tokens").asLong());
    assertEquals(1, written.get("turns").asInt());
  }

  @Test
  void anEvolveWritesSkillMdAndARoundRevisesItFromFeedback() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(
        "```markdown\n# Skill\nVAT is 20%.\n```", 10, 0, 5)));
    Path train = Files.createDirectories(temp.resolve("train/CASE-001-a/statement"));
    Files.writeString(train.resolve("README.md"), "# Invoice 1\n");
    Path caseFolder = train.getParent();
    Files.createDirectories(caseFolder.resolve("answer"));
    Files.writeString(caseFolder.resolve("answer/answer.json"), "{\"total\": 30}\n");
    Files.writeString(caseFolder.resolve("feedback.json"), "{\"round\":1,\"status\":\"ok\",\"score\":0.5}\n");
    AgentOutcome outcome = agent(Duration.ofSeconds(1)).run(evolve(temp.resolve("train"), 1));
    assertEquals(0, outcome.process().exitCode(), log());
    assertEquals("# Skill\nVAT is 20%.\n", Files.readString(state.resolve("SKILL.md")));
    String user = server.requests.get(0).body().at("/messages/1/content").asText();
    assertTrue(user.contains("### CASE-001-a/feedback.json\n````\n{\"round\":1,\"status\":\"ok\",\"score\":0.5}"), user);
    assertTrue(user.contains("### CASE-001-a/answer/answer.json"), user);
    assertTrue(user.contains("### skills/SKILL.md\n````\nTotals include 20% VAT."), "the state it revises: " + user);
    assertTrue(user.contains("feedback round 1"), user);
  }

  @Test
  void a429IsRetriedAfterTheServersRetryAfter() throws Exception {
    server = new FakeOpenAi((n, r) -> n == 0
        ? new FakeOpenAi.Response(429, Map.of("Retry-After", "1"), "{\"error\":{\"message\":\"Rate limit reached\"}}",
            0)
        : FakeOpenAi.Response.ok(FakeOpenAi.completion(ANSWER, 10, 0, 5)));
    long started = System.nanoTime();
    AgentOutcome outcome = agent(Duration.ofMillis(1)).run(solve(Duration.ofSeconds(30)));
    long ms = (System.nanoTime() - started) / 1_000_000;
    assertEquals(0, outcome.process().exitCode(), log());
    assertEquals(2, server.requests.size());
    assertTrue(ms >= 1000, "waited the Retry-After second, not the 1 ms backoff: " + ms);
    assertTrue(log().contains("HTTP 429 (Rate limit reached); retrying in 1000 ms (the server's Retry-After)"), log());
    assertEquals(1, outcome.usage().orElseThrow().get("turns").asInt(), "only completed requests are turns");
  }

  @Test
  void a5xxIsRetriedWithBackoffUntilTheRetriesRunOut() throws Exception {
    server = new FakeOpenAi((n, r) -> new FakeOpenAi.Response(503, Map.of(), "upstream overloaded", 0));
    AgentOutcome outcome = agent(Duration.ofMillis(5)).run(solve(Duration.ofSeconds(30)));
    assertEquals(1, outcome.process().exitCode());
    assertEquals(3, server.requests.size(), "the first try and max_retries = 2 more");
    assertTrue(log().contains("HTTP 503 (upstream overloaded); gave up after 3 requests"), log());
  }

  @Test
  void a401FailsAtOnceWithTheApisMessageAndTheKeyRedacted() throws Exception {
    server = new FakeOpenAi((n, r) -> new FakeOpenAi.Response(401, Map.of(),
        "{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + ".\",\"type\":\"invalid_request_error\"}}", 0));
    AgentOutcome outcome = agent(Duration.ofMillis(5)).run(solve(Duration.ofSeconds(30)));
    assertEquals(1, outcome.process().exitCode());
    assertFalse(outcome.process().timedOut());
    assertEquals(1, server.requests.size(), "a 401 is not retried");
    assertTrue(log().contains("HTTP 401 from http://127.0.0.1:"), log());
    assertTrue(log().contains("/v1/chat/completions: Incorrect API key provided: [redacted]."), log());
    assertTrue(outcome.usage().isEmpty());
    assertKeyNowhere();
  }

  @Test
  void aMalformedReplyFailsTheCallSayingWhat() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(n == 0 ? "<html>gateway</html>" : "{\"choices\": []}"));
    assertEquals(1, agent(Duration.ofMillis(5)).run(solve(Duration.ofSeconds(30))).process().exitCode());
    assertTrue(log().contains("the endpoint's reply is not JSON: <html>gateway</html>"), log());
    assertEquals(1, agent(Duration.ofMillis(5)).run(solve(Duration.ofSeconds(30))).process().exitCode());
    assertTrue(log().contains("the endpoint's reply has no choices[0].message.content: {\"choices\": []}"), log());
    assertFalse(Files.exists(answer.resolve("answer.json")));
  }

  @Test
  void aReplyPastTheTimeLimitIsATimeout() throws Exception {
    server = new FakeOpenAi((n, r) -> new FakeOpenAi.Response(200, Map.of(),
        FakeOpenAi.completion(ANSWER, 1, 0, 1), 5000));
    long started = System.nanoTime();
    AgentOutcome outcome = agent(Duration.ofMillis(5)).run(solve(Duration.ofSeconds(1)));
    long ms = (System.nanoTime() - started) / 1_000_000;
    assertTrue(outcome.process().timedOut(), log());
    assertTrue(ms < 4000, "gave up at the limit, not when the server answered: " + ms);
    assertTrue(log().contains("no reply within the time limit"), log());
  }

  private OpenAiAgent agent(Duration firstBackoff) {
    return new OpenAiAgent(new OpenAiSettings(server.baseUrl(), "fake-model", "TEST_KEY", 0.2, 800, 2), KEY,
        firstBackoff);
  }

  private Invocation solve(Duration timeout) {
    return new Invocation(Phase.SOLVE, "fewshot", 1, 42, "invoices", "invoices-test", Optional.of("CASE-007-x"), work,
        state, Optional.empty(), Optional.of(task), Optional.of(answer), Optional.empty(), Optional.of(timeout),
        OptionalInt.empty(), false, temp.resolve("agent.log"));
  }

  private Invocation evolve(Path train, int round) {
    return new Invocation(Phase.EVOLVE, "reflect-1", 1, 42, "invoices", "invoices-train", Optional.empty(), work,
        state, Optional.of(train), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.of(Duration.ofSeconds(30)), OptionalInt.of(round), false, temp.resolve("agent.log"));
  }

  private String log() throws IOException {
    Path log = temp.resolve("agent.log");
    return Files.exists(log) ? Files.readString(log) : "";
  }

  /** Every file the agent wrote or Floe would keep: none holds the key. */
  private void assertKeyNowhere() throws IOException {
    try (Stream<Path> files = Files.walk(temp)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        assertFalse(text.contains(KEY), f + " holds the key");
      }
    }
  }
}
