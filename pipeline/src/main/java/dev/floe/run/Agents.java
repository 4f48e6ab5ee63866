package dev.floe.run;

import dev.floe.agent.Agent;
import dev.floe.agent.AgentConfig;
import dev.floe.agent.CommandAgent;

/** Makes the agent a plan names; built where it runs (a worker), since agents hold no serializable state. */
public final class Agents {
  private Agents() {}

  public static Agent create(RunPlan plan) {
    AgentConfig config = plan.agent();
    if (config.kind().equals(AgentConfig.COMMAND_KIND)) {
      return new CommandAgent(config.command(), plan.callerEnv(), plan.agentEnv());
    }
    throw new IllegalArgumentException("unknown agent kind " + config.kind());
  }
}
