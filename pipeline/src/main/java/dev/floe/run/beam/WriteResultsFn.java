package dev.floe.run.beam;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.run.EvaluationPlan;
import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import java.nio.file.Path;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/**
 * Once every attempt of an evaluation is done, recomputes its results from the run records on disk (the truth, also
 * for resumed attempts) and writes {@code results.json} and {@code README.md}; outputs the evaluation's id.
 */
final class WriteResultsFn extends DoFn<KV<String, Iterable<RunResult>>, String> {
  private final RunPlan plan;

  WriteResultsFn(RunPlan plan) {
    this.plan = plan;
  }

  @ProcessElement
  public void process(@Element KV<String, Iterable<RunResult>> done, OutputReceiver<String> out) {
    EvaluationPlan evaluation = plan.evaluation(done.getKey());
    EvaluationFolder.at(Path.of(evaluation.folder())).summarize(evaluation.testCaseIds());
    out.output(done.getKey());
  }
}
