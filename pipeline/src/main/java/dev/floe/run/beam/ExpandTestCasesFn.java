package dev.floe.run.beam;

import dev.floe.run.CasePlan;
import dev.floe.run.FrozenState;
import dev.floe.run.RunPlan;
import dev.floe.run.SolveTask;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;

/** Attempt n of a mode solves every test case with state n (GDPevo: "attempt n used skill n"). */
final class ExpandTestCasesFn extends DoFn<FrozenState, SolveTask> {
  private final RunPlan plan;

  ExpandTestCasesFn(RunPlan plan) {
    this.plan = plan;
  }

  @ProcessElement
  public void process(@Element FrozenState state, OutputReceiver<SolveTask> out) {
    testAttempts(plan, state).forEach(out::output);
  }

  /** The test attempts that use {@code state}: one per test case of its evaluation. */
  static List<SolveTask> testAttempts(RunPlan plan, FrozenState state) {
    return plan.evaluation(state.evaluation()).testCases().stream()
        .map((CasePlan c) -> new SolveTask(state.evaluation(), state.mode(), c.id(), state.attempt(), state))
        .toList();
  }
}
