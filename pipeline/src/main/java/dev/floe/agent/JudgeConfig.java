package dev.floe.agent;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The judge ({@code judge.toml}): an agent config like {@code agent.toml} whose agent grades instead of solving: a
 * program ({@code kind = "command"}, called with the phase {@code judge}) or the built-in {@code openai} judge; plus
 * the time limit of one judge call.
 */
public record JudgeConfig(AgentConfig agent, double timeoutSeconds) implements Serializable {
  public static final double DEFAULT_TIMEOUT_SECONDS = 600;
  public static final List<String> KINDS = List.of(AgentConfig.COMMAND_KIND, AgentConfig.OPENAI_KIND);

  public JudgeConfig {
    Objects.requireNonNull(agent, "agent");
    if (!KINDS.contains(agent.kind())) {
      throw new IllegalArgumentException("a judge is a command or the openai judge, not " + agent.kind());
    }
    if (!(timeoutSeconds > 0)) {
      throw new IllegalArgumentException("a judge's timeout is > 0 seconds");
    }
  }

  /**
   * How the judge is called, for {@code [judge]} of evaluation_config.toml: what changes its verdicts (command,
   * endpoint, model, sampling, time limit), never a key or a variable's value.
   */
  public Map<String, Object> settings() {
    Map<String, Object> settings = new LinkedHashMap<>();
    if (agent.kind().equals(AgentConfig.COMMAND_KIND)) {
      settings.put("command", agent.command());
    } else {
      OpenAiSettings openai = agent.openai();
      settings.put("base_url", openai.baseUrl());
      settings.put("api_model", openai.model());
      if (openai.temperature() != null) {
        settings.put("temperature", openai.temperature());
      }
      if (openai.maxOutputTokens() != null) {
        settings.put("max_output_tokens", openai.maxOutputTokens());
      }
    }
    settings.put("timeout", timeoutSeconds);
    return settings;
  }
}
