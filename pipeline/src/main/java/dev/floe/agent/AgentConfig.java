package dev.floe.agent;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The agent under test ({@code agent.toml}): who it is (name, model, thinking level, version, which make a
 * leaderboard row) and how to run it: a program ({@code command}), or one of the agents built into Floe
 * ({@code sample}; {@code openai} with its {@code [openai]} settings). {@code env} values may hold {@code ${NAME}}
 * references to the caller's environment, resolved only when the agent runs so that keys never land in a file Floe
 * writes.
 *
 * @param openai the {@code [openai]} settings; null unless the kind is {@code openai}
 * @param replayAnswers the folder of prepared answers of a {@code replay} agent (absolute); null for other kinds
 * @param sandboxReadOnly host paths (absolute) the sandbox shows the agent read-only: {@code [sandbox] read_only}
 * @param sandboxWritable host paths (absolute) the sandbox lets the agent write: {@code [sandbox] writable}
 */
public record AgentConfig(
    String name,
    String model,
    String thinkingLevel,
    String version,
    String kind,
    List<String> command,
    Map<String, String> env,
    OpenAiSettings openai,
    String replayAnswers,
    List<String> sandboxReadOnly,
    List<String> sandboxWritable) implements Serializable {

  public static final String COMMAND_KIND = "command";
  public static final String SAMPLE_KIND = "sample";
  public static final String OPENAI_KIND = "openai";
  public static final String REPLAY_KIND = "replay";

  public AgentConfig {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(thinkingLevel, "thinkingLevel");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(kind, "kind");
    command = List.copyOf(command);
    env = Map.copyOf(env);
    sandboxReadOnly = List.copyOf(sandboxReadOnly);
    sandboxWritable = List.copyOf(sandboxWritable);
    if (kind.equals(COMMAND_KIND) && command.isEmpty()) {
      throw new IllegalArgumentException("a command agent needs a command");
    }
    if (kind.equals(REPLAY_KIND) != (replayAnswers != null)) {
      throw new IllegalArgumentException("a replay agent, and only one, has an answers folder");
    }
    if (kind.equals(OPENAI_KIND) != (openai != null)) {
      throw new IllegalArgumentException("an openai agent, and only one, has [openai] settings");
    }
  }

  /** An agent with no {@code [sandbox]} paths. */
  public AgentConfig(String name, String model, String thinkingLevel, String version, String kind,
      List<String> command, Map<String, String> env, OpenAiSettings openai, String replayAnswers) {
    this(name, model, thinkingLevel, version, kind, command, env, openai, replayAnswers, List.of(), List.of());
  }
}
