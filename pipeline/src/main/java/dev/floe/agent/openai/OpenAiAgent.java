package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.agent.Agent;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.OpenAiSettings;
import dev.floe.agent.Phase;
import dev.floe.process.ProcessOutcome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code openai} agent, built into Floe: any OpenAI-compatible chat-completions endpoint as an agent under test.
 * A solve sends the statement's files and the frozen skill files and writes the answer files of the reply; an evolve
 * asks for {@code SKILL.md} from what the mode shows, and in reflect rounds for its revision from the feedback. Token
 * usage goes to {@code usage.json}. The key is sent in a header and nowhere else: never logged, never recorded.
 */
public final class OpenAiAgent implements Agent {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);

  private final ChatClient client;

  /** {@code key}: the API key read from Floe's environment, or empty for an endpoint without one. */
  public OpenAiAgent(OpenAiSettings settings, String key) {
    this(settings, key, FIRST_BACKOFF);
  }

  OpenAiAgent(OpenAiSettings settings, String key, Duration firstBackoff) {
    this.client = new ChatClient(settings, key, firstBackoff);
  }

  @Override
  public AgentOutcome run(Invocation invocation) throws InterruptedException {
    long started = System.nanoTime();
    Instant deadline = invocation.timeout().map(t -> Instant.now().plus(t)).orElse(null);
    UsageTally usage = new UsageTally();
    int exit = 0;
    boolean timedOut = false;
    try {
      boolean solve = invocation.phase() == Phase.SOLVE;
      var messages = solve ? Prompts.solve(invocation) : Prompts.evolve(invocation);
      ChatReply reply = client.complete(messages, deadline, line -> log(invocation, line));
      usage.add(reply.usage());
      log(invocation, "reply: " + reply.content().length() + " characters, usage " + reply.usage());
      if (solve) {
        exit = writeAnswers(invocation, reply.content());
      } else {
        Files.writeString(invocation.stateDir().resolve("SKILL.md"), ReplyFiles.skill(reply.content()),
            StandardCharsets.UTF_8);
        log(invocation, "wrote SKILL.md");
      }
    } catch (ChatFailure e) {
      log(invocation, e.getMessage());
      exit = 1;
      timedOut = e.timedOut();
    } catch (IOException e) {
      log(invocation, "error: " + client.redact(String.valueOf(e.getMessage())));
      exit = 1;
    }
    Optional<JsonNode> recorded = usage.json().map(node -> writeUsage(invocation, node));
    long ms = (System.nanoTime() - started) / 1_000_000;
    return new AgentOutcome(new ProcessOutcome(exit, timedOut, ms, Optional.empty()), recorded);
  }

  private int writeAnswers(Invocation invocation, String reply) throws IOException {
    Path task = invocation.taskDir().orElseThrow();
    String statement = Files.isRegularFile(task.resolve("README.md"))
        ? Files.readString(task.resolve("README.md"), StandardCharsets.UTF_8) : "";
    Map<String, String> files = ReplyFiles.parse(reply, statement);
    if (files.isEmpty()) {
      log(invocation, "the reply has no === FILE: <name> === block, and the statement names no single answer file");
      return 1;
    }
    Path answers = invocation.answerDir().orElseThrow().toAbsolutePath().normalize();
    int written = 0;
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path target = answers.resolve(file.getKey()).normalize();
      if (!target.startsWith(answers) || target.equals(answers)) {
        log(invocation, "ignored a file outside the answer folder: " + file.getKey());
        continue;
      }
      Files.createDirectories(target.getParent());
      Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
      log(invocation, "wrote " + answers.relativize(target));
      written++;
    }
    return written > 0 ? 0 : 1;
  }

  private JsonNode writeUsage(Invocation invocation, ObjectNode node) {
    try {
      Files.writeString(invocation.workDir().resolve("usage.json"), JSON.writeValueAsString(node) + "\n");
    } catch (IOException e) {
      log(invocation, "usage.json could not be written: " + e.getMessage());
    }
    return node;
  }

  private void log(Invocation invocation, String line) {
    try {
      Files.writeString(invocation.log(), "openai: " + client.redact(line) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException ignored) {
      // the log is best effort; the outcome does not depend on it
    }
  }
}
