package dev.floe.run;

import dev.floe.agent.JudgeConfig;
import java.io.Serializable;
import java.util.Map;
import java.util.Objects;

/**
 * The judge of a run, decided by the driver: its config, its own variables (references resolved, and an openai
 * judge's key: never written to a file) and how many samples it gives per answer.
 */
public record JudgePlan(JudgeConfig config, Map<String, String> env, int samples) implements Serializable {
  public JudgePlan {
    Objects.requireNonNull(config, "config");
    env = Map.copyOf(env);
    if (samples < 1) {
      throw new IllegalArgumentException("a judge gives 1 or more samples per answer");
    }
  }
}
