package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.RunThreads;
import dev.floe.run.Steps;
import dev.floe.staging.FolderPool;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/** On one machine: every unit of the run, gathered into one element, scheduled by {@link UnitSchedule}. */
final class EvolveThenSolveFn extends DoFn<KV<Integer, Iterable<Unit>>, RunResult> {
  private final RunPlan plan;
  private transient Steps steps;

  EvolveThenSolveFn(RunPlan plan) {
    this.plan = plan;
  }

  @Setup
  public void setup() {
    steps = new Steps(plan);
  }

  @ProcessElement
  public void process(@Element KV<Integer, Iterable<Unit>> units, OutputReceiver<RunResult> out) throws Exception {
    new UnitSchedule(plan, steps, RunThreads.of(plan)).run(units.getValue()).forEach(out::output);
  }

  /** As {@link RunStepFn}'s teardown: the idle folders that tries gave back for reuse go with the step. */
  @Teardown
  public void teardown() {
    try {
      FolderPool.deleteIdle(Path.of(plan.workRoot()));
      FolderPool.deleteIdle(Path.of(plan.out(), ".floe", "grading"));
    } catch (IOException | RuntimeException e) {
      // Best effort, like Beam's teardown itself: what is left is in this run's work root, removed with it.
    }
  }
}
