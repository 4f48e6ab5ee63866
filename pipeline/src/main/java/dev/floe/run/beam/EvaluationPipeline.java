package dev.floe.run.beam;

import dev.floe.run.EvolveTask;
import dev.floe.run.FrozenState;
import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.SolveTask;
import dev.floe.run.Steps;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Reshuffle;
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

  /**
   * Adds the stages to {@code pipeline}; the output is the ids of the evaluation folders whose results were written.
   * On Flink each stage is spread over the workers; on the DirectRunner the stages run as one: see {@link
   * EvolveThenSolve}.
   */
  public static PCollection<String> build(Pipeline pipeline, RunPlan plan, List<EvolveTask> evolves,
      List<FrozenState> baseStates) {
    if (plan.directRunner()) {
      List<ModeAttempt> modeAttempts = new ArrayList<>();
      evolves.forEach(evolve -> modeAttempts.add(ModeAttempt.evolving(evolve)));
      baseStates.forEach(base -> modeAttempts.add(ModeAttempt.base(base)));
      return pipeline
          .apply("PlanModeAttempts", Create.of(modeAttempts).withCoder(SerializableCoder.of(ModeAttempt.class)))
          .apply("EvolveThenSolve", new EvolveThenSolve(plan))
          .apply("WriteResults", new WriteResults(plan));
    }
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

  /**
   * Reshuffle, then run each evolve. The random keys are what spreads the evolves over a cluster's workers (Flink's
   * batch translation groups by the key).
   */
  static final class Evolve extends PTransform<PCollection<EvolveTask>, PCollection<FrozenState>> {
    private final RunPlan plan;

    Evolve(RunPlan plan) {
      this.plan = plan;
    }

    @Override
    public PCollection<FrozenState> expand(PCollection<EvolveTask> tasks) {
      return tasks
          .apply("Spread", Reshuffle.<EvolveTask>viaRandomKey())
          .apply("RunEvolve", ParDo.of(new RunStepFn<EvolveTask, FrozenState>(plan, Steps::evolve)))
          .setCoder(SerializableCoder.of(FrozenState.class));
    }
  }

  /**
   * The DirectRunner: every evolve and every test attempt in one step, scheduled by the run slots alone. A stage's
   * bundle holds the runner's one thread until its last run is done, and Beam's reshuffle hands a stage its elements
   * in several bundles, so as separate stages the evolves ran in waves, and no test attempt started before the last
   * evolve was done: slots stood idle for whole evolves. Gathered into one element (a {@code GroupByKey} on one key
   * fires once, with everything), the evolves start together, the base states' attempts alongside them, and each
   * evolved state's attempts are queued as soon as it is frozen (see {@link AttemptSchedule}).
   */
  static final class EvolveThenSolve extends PTransform<PCollection<ModeAttempt>, PCollection<RunResult>> {
    private final RunPlan plan;

    EvolveThenSolve(RunPlan plan) {
      this.plan = plan;
    }

    @Override
    public PCollection<RunResult> expand(PCollection<ModeAttempt> modeAttempts) {
      return modeAttempts
          .apply("OneElement", WithKeys.<Integer, ModeAttempt>of(0).withKeyType(TypeDescriptors.integers()))
          .apply("Gather", GroupByKey.create())
          .apply("RunAll", ParDo.of(new EvolveThenSolveFn(plan)))
          .setCoder(SerializableCoder.of(RunResult.class));
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
          .apply("Spread", Reshuffle.<SolveTask>viaRandomKey())
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
