package dev.floe.aggregation.evaluation;

/** The agent configuration under test: what a leaderboard row is usually keyed by. Only the name is required. */
public record Agent(String name, String model, String thinkingLevel, String version) {
  public Agent {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("agent.name is missing");
    }
  }

  public Agent(String name, String model, String thinkingLevel) {
    this(name, model, thinkingLevel, null);
  }
}
