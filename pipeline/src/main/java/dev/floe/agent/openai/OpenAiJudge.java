package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.agent.OpenAiSettings;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.grading.Judge;
import dev.floe.grading.JudgeCall;
import dev.floe.grading.JudgeReply;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The {@code openai} judge, built into Floe: any OpenAI-compatible chat-completions endpoint grades an answer against
 * the rubric, with a prompt that asks for the verdict JSON and states that the rubric's standard is final. HTTP
 * failures are retried by the client as for the agent; what is left is {@code judge_error} (or
 * {@code judge_timeout}), and a reply that holds no JSON object is {@code unparseable_score}. The key is sent in a
 * header and nowhere else; it is removed from anything the server sends back before that is logged or recorded.
 */
public final class OpenAiJudge implements Judge {
  private static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);

  private final ChatClient client;

  /** {@code key}: the API key read from Floe's environment, or empty for an endpoint without one. */
  public OpenAiJudge(OpenAiSettings settings, String key) {
    this(settings, key, FIRST_BACKOFF);
  }

  OpenAiJudge(OpenAiSettings settings, String key, Duration firstBackoff) {
    this.client = new ChatClient(settings, key, firstBackoff);
  }

  @Override
  public JudgeReply judge(JudgeCall call) throws InterruptedException {
    Instant deadline = call.timeout().map(t -> Instant.now().plus(t)).orElse(null);
    UsageTally usage = new UsageTally();
    try {
      ChatReply reply = client.complete(JudgePrompt.messages(call), deadline, line -> log(call, line));
      usage.add(reply.usage());
      String content = client.redact(reply.content());
      log(call, "reply: " + content.length() + " characters, usage " + reply.usage());
      Optional<JsonNode> verdict = JudgePrompt.verdict(content);
      if (verdict.isEmpty()) {
        log(call, "the reply holds no JSON object: " + excerpt(content));
        return JudgeReply.failed(Failure.UNPARSEABLE_SCORE, "the judge's reply holds no JSON object: "
            + excerpt(content), usage(usage));
      }
      return JudgeReply.verdict(verdict.get(), usage(usage));
    } catch (ChatFailure e) {
      log(call, e.getMessage());
      return JudgeReply.failed(e.timedOut() ? Failure.JUDGE_TIMEOUT : Failure.JUDGE_ERROR, e.getMessage(),
          usage(usage));
    } catch (IOException e) {
      String message = client.redact(String.valueOf(e.getMessage()));
      log(call, "error: " + message);
      return JudgeReply.failed(Failure.JUDGE_ERROR, "the judge's prompt could not be built: " + message,
          usage(usage));
    }
  }

  private static Optional<JsonNode> usage(UsageTally usage) {
    return usage.json().map(JsonNode.class::cast);
  }

  private static String excerpt(String text) {
    String t = text.strip().replaceAll("\\s+", " ");
    return t.isEmpty() ? "(empty)" : t.length() > 200 ? t.substring(0, 200) + "…" : t;
  }

  private void log(JudgeCall call, String line) {
    try {
      Files.writeString(call.log(), "openai judge: " + client.redact(line) + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException ignored) {
      // the log is best effort; the verdict does not depend on it
    }
  }
}
