package dev.floe.agent;

/** An {@code agent.toml} that cannot be used; the message lists every problem, one per line, with file and line. */
public final class AgentConfigException extends RuntimeException {
  public AgentConfigException(String message) {
    super(message);
  }
}
