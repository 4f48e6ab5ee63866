package dev.floe.agent;

/** An agent under test: Floe calls it to evolve or to solve, and it reports how the call ended. */
public interface Agent {
  AgentOutcome run(Invocation invocation) throws InterruptedException;
}
