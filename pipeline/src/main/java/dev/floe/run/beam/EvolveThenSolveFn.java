package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.RunThreads;
import dev.floe.run.Steps;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/** On one machine: every mode attempt of the run, gathered into one element, scheduled by {@link AttemptSchedule}. */
final class EvolveThenSolveFn extends DoFn<KV<Integer, Iterable<ModeAttempt>>, RunResult> {
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
  public void process(@Element KV<Integer, Iterable<ModeAttempt>> modeAttempts, OutputReceiver<RunResult> out)
      throws Exception {
    new AttemptSchedule(plan, steps, RunThreads.of(plan)).run(modeAttempts.getValue()).forEach(out::output);
  }

  /** As {@link RunStepFn}'s teardown: the idle folders that tries gave back for reuse go with the step. */
  @Teardown
  public void teardown() {
    RunStepFn.deleteIdleFolders(plan);
  }
}
