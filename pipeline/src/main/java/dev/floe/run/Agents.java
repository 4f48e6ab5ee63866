package dev.floe.run;

import dev.floe.agent.Agent;
import dev.floe.agent.AgentConfig;
import dev.floe.agent.CommandAgent;
import dev.floe.agent.ReplayAgent;
import dev.floe.agent.OpenAiSettings;
import dev.floe.agent.openai.OpenAiAgent;
import dev.floe.agent.sample.SampleAgent;

/** Makes the agent a plan names; built where it runs (a worker), since agents hold no serializable state. */
public final class Agents {
  private Agents() {}

  public static Agent create(RunPlan plan) {
    AgentConfig config = plan.agent();
    return switch (config.kind()) {
      case AgentConfig.COMMAND_KIND ->
          new CommandAgent(config.command(), plan.callerEnv(), plan.agentEnv(), plan.sandbox());
      case AgentConfig.SAMPLE_KIND -> new SampleAgent();
      case AgentConfig.REPLAY_KIND -> new ReplayAgent(java.nio.file.Path.of(config.replayAnswers()));
      case AgentConfig.OPENAI_KIND -> {
        OpenAiSettings settings = config.openai();
        // The driver resolved the key from its environment into agentEnv, which is never written to a file.
        yield new OpenAiAgent(settings, settings.apiKeyEnv().isEmpty() ? ""
            : plan.agentEnv().getOrDefault(settings.apiKeyEnv(), ""));
      }
      default -> throw new IllegalArgumentException("unknown agent kind " + config.kind());
    };
  }
}
