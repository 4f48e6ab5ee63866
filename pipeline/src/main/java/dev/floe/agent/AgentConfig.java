package dev.floe.agent;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The agent under test ({@code agent.toml}): who it is (name, model, thinking level, version, which make a
 * leaderboard row) and how to run it. {@code env} values may hold {@code ${NAME}} references to the caller's
 * environment, resolved only when the agent runs so that keys never land in a file Floe writes.
 */
public record AgentConfig(
    String name,
    String model,
    String thinkingLevel,
    String version,
    String kind,
    List<String> command,
    Map<String, String> env) implements Serializable {

  public static final String COMMAND_KIND = "command";

  public AgentConfig {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(thinkingLevel, "thinkingLevel");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(kind, "kind");
    command = List.copyOf(command);
    env = Map.copyOf(env);
    if (kind.equals(COMMAND_KIND) && command.isEmpty()) {
      throw new IllegalArgumentException("a command agent needs a command");
    }
  }
}
