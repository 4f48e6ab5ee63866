package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import dev.floe.run.RunThreads;
import dev.floe.run.Steps;
import dev.floe.staging.FolderPool;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
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
    inFlight = new InFlight<>(RunThreads.of(plan));
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

  /**
   * The folders that tries gave back for reuse go with the step: on a cluster's worker nothing else removes them (the
   * driver removes its own work root at the end of the run). Only idle ones: another step may still be working.
   */
  @Teardown
  public void teardown() {
    deleteIdleFolders(plan);
  }

  static void deleteIdleFolders(RunPlan plan) {
    try {
      FolderPool.deleteIdle(Path.of(plan.workRoot()));
      FolderPool.deleteIdle(Path.of(plan.out(), ".floe", "grading"));
    } catch (IOException | RuntimeException e) {
      // Best effort, like Beam's teardown itself: what is left is in this run's work root, removed with it.
    }
  }
}
