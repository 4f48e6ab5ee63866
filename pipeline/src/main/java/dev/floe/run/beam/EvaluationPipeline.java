package dev.floe.run.beam;

import dev.floe.run.EvolveTask;
import dev.floe.run.FrozenState;
import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.SolveTask;
import dev.floe.run.Steps;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * Floe's main job as a Beam pipeline (DESIGN.md): evolve → freeze → solve and grade → results per evaluation folder.
 * Every stage is a named composite transform; the elements are small values, the work is on the filesystem.
 */
public final class EvaluationPipeline {
  private EvaluationPipeline() {}

  /** Adds the stages to {@code pipeline}; the output is the ids of the evaluation folders whose results were written. */
  public static PCollection<String> build(Pipeline pipeline, RunPlan plan, List<EvolveTask> evolves,
      List<FrozenState> baseStates) {
    PCollection<FrozenState> evolved = pipeline
        .apply("PlanEvolves", Create.of(evolves).withCoder(SerializableCoder.of(EvolveTask.class)))
        .apply("Evolve", new Evolve(plan));
    PCollection<FrozenState> base = pipeline
        .apply("PlanBase", Create.of(baseStates).withCoder(SerializableCoder.of(FrozenState.class)));
    return PCollectionList.of(evolved).and(base)
        .apply("FrozenStates", Flatten.pCollections())
        .apply("SolveAndGrade", new SolveAndGrade(plan))
        .apply("WriteResults", new WriteResults(plan));
  }

  /** Reshuffle (so evolves spread over workers) then run each evolve. */
  static final class Evolve extends PTransform<PCollection<EvolveTask>, PCollection<FrozenState>> {
    private final RunPlan plan;

    Evolve(RunPlan plan) {
      this.plan = plan;
    }

    @Override
    public PCollection<FrozenState> expand(PCollection<EvolveTask> tasks) {
      return tasks
          .apply("Spread", Spread.<EvolveTask>of(plan))
          .apply("RunEvolve", ParDo.of(new RunStepFn<EvolveTask, FrozenState>(plan, Steps::evolve)))
          .setCoder(SerializableCoder.of(FrozenState.class));
    }
  }

  /** Expand each frozen state to its test attempts, reshuffle, then solve and grade each. */
  static final class SolveAndGrade extends PTransform<PCollection<FrozenState>, PCollection<RunResult>> {
    private final RunPlan plan;

    SolveAndGrade(RunPlan plan) {
      this.plan = plan;
    }

    @Override
    public PCollection<RunResult> expand(PCollection<FrozenState> states) {
      return states
          .apply("ExpandTestCases", ParDo.of(new ExpandTestCasesFn(plan)))
          .setCoder(SerializableCoder.of(SolveTask.class))
          .apply("Spread", Spread.<SolveTask>of(plan))
          .apply("RunSolve", ParDo.of(new RunStepFn<SolveTask, RunResult>(plan, Steps::solve)))
          .setCoder(SerializableCoder.of(RunResult.class));
    }
  }

  /** Group the attempts by evaluation, then write each evaluation's results.json and README.md. */
  static final class WriteResults extends PTransform<PCollection<RunResult>, PCollection<String>> {
    private final RunPlan plan;

    WriteResults(RunPlan plan) {
      this.plan = plan;
    }

    @Override
    public PCollection<String> expand(PCollection<RunResult> results) {
      return results
          .apply("ByEvaluation", WithKeys.of(RunResult::evaluation).withKeyType(TypeDescriptors.strings()))
          .apply("AllAttempts", GroupByKey.create())
          .apply("Summarize", ParDo.of(new WriteResultsFn(plan)))
          .setCoder(StringUtf8Coder.of());
    }
  }
}
