package dev.floe.run;

import dev.floe.agent.Agent;
import dev.floe.grading.Grader;
import java.io.IOException;

/** The per-worker objects that do the work of a plan: built once per DoFn instance in {@code @Setup}. */
public final class Steps {
  private final Evolver evolver;
  private final TestAttempt testAttempt;

  public Steps(RunPlan plan) {
    Agent agent = Agents.create(plan);
    Solver solver = new Solver(plan, agent, new Grader(plan.callerEnv()));
    this.evolver = new Evolver(plan, agent, solver);
    this.testAttempt = new TestAttempt(plan, solver);
  }

  public FrozenState evolve(EvolveTask task) throws IOException, InterruptedException {
    return evolver.evolve(task);
  }

  public RunResult solve(SolveTask task) throws IOException, InterruptedException {
    return testAttempt.run(task);
  }
}
