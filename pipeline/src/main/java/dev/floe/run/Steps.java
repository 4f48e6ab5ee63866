package dev.floe.run;

import dev.floe.agent.Agent;
import dev.floe.environment.Environments;
import dev.floe.grading.Grader;
import java.io.IOException;

/** The per-worker objects that do the work of a plan: built once per DoFn instance in {@code @Setup}. */
public final class Steps {
  private final Evolver evolver;
  private final TestAttempt testAttempt;

  public Steps(RunPlan plan) {
    Agent agent = Agents.create(plan);
    Solver solver = new Solver(plan, agent, new Grader(plan.callerEnv()), Judges.create(plan));
    Environments environments = environments(plan);
    this.evolver = new Evolver(plan, agent, solver, environments);
    this.testAttempt = new TestAttempt(plan, solver, environments);
  }

  /** The environments of the plan's output folder in this JVM. */
  public static Environments environments(RunPlan plan) {
    return Environments.of(plan.out(), plan.callerEnv(), java.nio.file.Path.of(plan.workRoot()));
  }

  public FrozenState evolve(EvolveTask task) throws IOException, InterruptedException {
    return evolver.evolve(task);
  }

  public RunResult solve(SolveTask task) throws IOException, InterruptedException {
    return testAttempt.run(task);
  }
}
