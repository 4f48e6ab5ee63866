package dev.floe.run.beam;

import dev.floe.run.EvolveTask;
import dev.floe.run.FrozenState;
import dev.floe.run.RunPlan;
import dev.floe.run.Steps;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/** Runs the evolves of a bundle, at most the run slots at once; outputs each attempt's frozen state. */
final class EvolveFn extends DoFn<EvolveTask, FrozenState> {
  private final RunPlan plan;
  private transient Steps steps;
  private transient InFlight<FrozenState> inFlight;

  EvolveFn(RunPlan plan) {
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
  public void process(@Element EvolveTask task, ProcessContext context, BoundedWindow window) {
    inFlight.submit(() -> steps.evolve(task), context.timestamp(), window);
  }

  @FinishBundle
  public void finishBundle(FinishBundleContext context) throws Exception {
    inFlight.drain(context);
  }
}
