package dev.floe.run;

import dev.floe.agent.AgentConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The id of an evaluation folder: the sub-benchmark, then the agent's name, model and thinking level, each reduced to
 * letters, digits and '-' ({@code gpt-5.5} becomes {@code gpt-5-5}), so one folder per sub-benchmark per agent setup.
 */
public final class EvaluationId {
  private EvaluationId() {}

  public static String of(String subBenchmark, AgentConfig agent) {
    List<String> parts = new ArrayList<>();
    parts.add(subBenchmark);
    for (String part : List.of(agent.name(), agent.model(), agent.thinkingLevel())) {
      String clean = part.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
      if (!clean.isEmpty()) {
        parts.add(clean);
      }
    }
    return String.join("-", parts);
  }
}
