package dev.floe.agent;

import java.io.Serializable;
import java.util.Objects;

/**
 * The {@code [openai]} table of an {@code agent.toml} of kind {@code openai}: which OpenAI-compatible
 * chat-completions endpoint and model, where the key is (the name of an environment variable, never the key), and
 * the sampling settings. Nullable fields are left out of requests, so the endpoint's defaults apply.
 *
 * @param apiKeyEnv the variable of Floe's environment that holds the key; empty for an endpoint without one
 * @param temperature null: not sent
 * @param maxOutputTokens null: not sent (sent as {@code max_completion_tokens})
 * @param maxRetries tries after the first on 429, 5xx and network errors
 */
public record OpenAiSettings(String baseUrl, String model, String apiKeyEnv, Double temperature,
    Integer maxOutputTokens, int maxRetries) implements Serializable {

  public static final String DEFAULT_KEY_ENV = "OPENAI_API_KEY";
  public static final int DEFAULT_MAX_RETRIES = 5;

  public OpenAiSettings {
    Objects.requireNonNull(baseUrl, "baseUrl");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(apiKeyEnv, "apiKeyEnv");
    if (maxRetries < 0) {
      throw new IllegalArgumentException("max_retries must be >= 0");
    }
  }

  /** The chat-completions URL: {@code base_url} (such as {@code https://api.openai.com/v1}) + /chat/completions. */
  public String completionsUrl() {
    return baseUrl.replaceAll("/+$", "") + "/chat/completions";
  }
}
