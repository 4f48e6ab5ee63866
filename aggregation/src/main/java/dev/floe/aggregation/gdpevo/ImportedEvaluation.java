package dev.floe.aggregation.gdpevo;

import dev.floe.aggregation.evaluation.Discrepancy;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.evaluation.RunRecord;
import java.nio.file.Path;
import java.util.List;

/** One GDPevo report turned into an evaluation folder's contents, not yet written. */
public record ImportedEvaluation(Path report, EvaluationConfig config, List<RunRecord> runs, Results results) {
  public ImportedEvaluation {
    runs = List.copyOf(runs);
  }

  public List<Discrepancy> discrepancies() {
    return results.discrepancies();
  }

  /** Writes config first and results last, as the pipeline does, so a crash leaves an unfinished folder. */
  public void writeTo(EvaluationFolder folder) {
    folder.writeConfig(config);
    runs.forEach(folder::writeRun);
    folder.writeResults(config, results);
  }
}
