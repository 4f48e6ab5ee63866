package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import dev.floe.run.Steps;
import java.io.Serializable;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/**
 * Runs one of the plan's steps (an evolve, a test attempt) on every element of a bundle, at most the run slots at
 * once, and outputs each result when the bundle finishes.
 */
final class RunStepFn<I, O> extends DoFn<I, O> {
  /** The step: what to do with one element, given the worker's {@link Steps}. */
  interface Step<I, O> extends Serializable {
    O apply(Steps steps, I element) throws Exception;
  }

  private final RunPlan plan;
  private final Step<I, O> step;
  private transient Steps steps;
  private transient InFlight<O> inFlight;

  RunStepFn(RunPlan plan, Step<I, O> step) {
    this.plan = plan;
    this.step = step;
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
  public void process(ProcessContext context, BoundedWindow window) {
    I element = context.element();
    inFlight.submit(() -> step.apply(steps, element), context.timestamp(), window);
  }

  @FinishBundle
  public void finishBundle(FinishBundleContext context) throws Exception {
    inFlight.drain(context);
  }
}
