package dev.floe.agent.openai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.agent.OpenAiSettings;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.Consumer;

/**
 * One chat-completions request to an OpenAI-compatible endpoint, with retries: 429, 5xx and network errors are
 * retried with exponential backoff, or after the server's {@code Retry-After}; any other 4xx fails at once with the
 * API's message. Headers are never logged, and the key is removed from anything the server sends back.
 */
final class ChatClient {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration MAX_WAIT = Duration.ofSeconds(60);
  private static final Duration NO_DEADLINE_REQUEST = Duration.ofMinutes(10);

  private final OpenAiSettings settings;
  private final String key;
  private final Duration firstBackoff;
  private final HttpClient http;
  private final URI uri;

  ChatClient(OpenAiSettings settings, String key, Duration firstBackoff) {
    this.settings = settings;
    this.key = key == null ? "" : key;
    this.firstBackoff = firstBackoff;
    this.uri = URI.create(settings.completionsUrl());
    this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  }

  /** Sends the messages; {@code deadline} null means no time limit; {@code log} receives one line per event. */
  ChatReply complete(ArrayNode messages, Instant deadline, Consumer<String> log)
      throws ChatFailure, InterruptedException {
    String body = body(messages);
    log.accept("POST " + shown(uri) + " (model " + settings.model() + ", " + messages.size() + " messages, "
        + body.length() + " characters)");
    for (int attempt = 0; ; attempt++) {
      Duration left = deadline == null ? NO_DEADLINE_REQUEST : Duration.between(Instant.now(), deadline);
      if (left.isNegative() || left.isZero()) {
        throw new ChatFailure("no reply within the time limit", true);
      }
      HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(left)
          .header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
      if (!key.isEmpty()) {
        request.header("Authorization", "Bearer " + key);
      }
      String retryReason;
      Duration retryAfter = null;
      try {
        HttpResponse<String> response = http.send(request.build(),
            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        int status = response.statusCode();
        if (status == 200) {
          return reply(response.body());
        }
        String message = apiMessage(response.body());
        if (status != 429 && status < 500) {
          throw new ChatFailure("HTTP " + status + " from " + shown(uri) + ": " + message, false);
        }
        retryReason = "HTTP " + status + " (" + message + ")";
        retryAfter = response.headers().firstValue("Retry-After").map(ChatClient::retryAfter).orElse(null);
      } catch (HttpTimeoutException e) {
        throw new ChatFailure("no reply within the time limit", true);
      } catch (IOException e) {
        retryReason = "network error: " + redact(String.valueOf(e.getMessage()));
      }
      if (attempt >= settings.maxRetries()) {
        throw new ChatFailure(retryReason + "; gave up after " + (attempt + 1) + " requests", false);
      }
      Duration wait = retryAfter != null ? retryAfter : backoff(attempt);
      if (deadline != null && Instant.now().plus(wait).isAfter(deadline)) {
        throw new ChatFailure(retryReason + "; the next try (in " + wait.toMillis() + " ms) would pass the time "
            + "limit", true);
      }
      log.accept(retryReason + "; retrying in " + wait.toMillis() + " ms"
          + (retryAfter != null ? " (the server's Retry-After)" : ""));
      Thread.sleep(wait.toMillis());
    }
  }

  private String body(ArrayNode messages) {
    ObjectNode body = JSON.createObjectNode();
    body.put("model", settings.model());
    body.set("messages", messages);
    if (settings.temperature() != null) {
      body.put("temperature", settings.temperature());
    }
    if (settings.maxOutputTokens() != null) {
      body.put("max_completion_tokens", settings.maxOutputTokens());
    }
    try {
      return JSON.writeValueAsString(body);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private ChatReply reply(String text) throws ChatFailure {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new ChatFailure("the endpoint's reply is not JSON: " + excerpt(text), false);
    }
    JsonNode content = root == null ? null : root.at("/choices/0/message/content");
    if (content == null || !content.isTextual()) {
      JsonNode refusal = root == null ? null : root.at("/choices/0/message/refusal");
      throw new ChatFailure(refusal != null && refusal.isTextual() ? "the model refused: " + redact(refusal.asText())
          : "the endpoint's reply has no choices[0].message.content: " + excerpt(text), false);
    }
    JsonNode usage = root.path("usage");
    return new ChatReply(content.asText(), usage.isObject() ? usage : JSON.createObjectNode());
  }

  /** The API's error message ({@code error.message}), else the start of the body; the key removed either way. */
  private String apiMessage(String body) {
    try {
      JsonNode root = JSON.readTree(body);
      if (root != null && root.at("/error/message").isTextual()) {
        return redact(root.at("/error/message").asText());
      }
    } catch (JsonProcessingException e) {
      // not JSON: show the text
    }
    return excerpt(body);
  }

  private String excerpt(String text) {
    String t = redact(text == null ? "" : text.strip());
    return t.isEmpty() ? "(empty body)" : t.length() > 300 ? t.substring(0, 300) + "…" : t;
  }

  /** The text with the key replaced, should a server echo it back. */
  String redact(String text) {
    return key.isEmpty() ? text : text.replace(key, "[redacted]");
  }

  private Duration backoff(int attempt) {
    Duration wait = firstBackoff.multipliedBy(1L << Math.min(attempt, 10));
    return wait.compareTo(MAX_WAIT) > 0 ? MAX_WAIT : wait;
  }

  /** Retry-After as seconds or an HTTP date; null when it is neither. Capped, so a server cannot park a run. */
  static Duration retryAfter(String value) {
    Duration wait;
    try {
      wait = Duration.ofSeconds(Long.parseLong(value.trim()));
    } catch (NumberFormatException e) {
      try {
        wait = Duration.between(Instant.now(),
            ZonedDateTime.parse(value.trim(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
      } catch (DateTimeParseException e2) {
        return null;
      }
    }
    if (wait.isNegative()) {
      return Duration.ZERO;
    }
    return wait.compareTo(MAX_WAIT) > 0 ? MAX_WAIT : wait;
  }

  /** The URL without user info or query, which could hold credentials. */
  private static String shown(URI uri) {
    return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort()) + uri.getPath();
  }
}
