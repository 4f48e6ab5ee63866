package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.SolveTask;
import dev.floe.run.Steps;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/** Solves and grades the test attempts of a bundle, at most the run slots at once; each writes its run.json. */
final class SolveFn extends DoFn<SolveTask, RunResult> {
  private final RunPlan plan;
  private transient Steps steps;
  private transient InFlight<RunResult> inFlight;

  SolveFn(RunPlan plan) {
    this.plan = plan;
  }

  @Setup
  public void setup() {
    steps = new Steps(plan);
  }

  @StartBundle
  public void startBundle() {
    inFlight = new InFlight<>();
  }

  @ProcessElement
  public void process(@Element SolveTask task, ProcessContext context, BoundedWindow window) {
    inFlight.submit(() -> steps.solve(task), context.timestamp(), window);
  }

  @FinishBundle
  public void finishBundle(FinishBundleContext context) throws Exception {
    inFlight.drain(context);
  }
}
