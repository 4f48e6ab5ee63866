package dev.floe.cli;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.evaluation.RunRecord;
import dev.floe.aggregation.render.CellFormat;
import dev.floe.run.EvaluationPlan;
import dev.floe.run.RunPlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The table {@code floe run} ends with: acc ± std and failures per sub-benchmark and mode, then the folders. */
final class RunSummary {
  private RunSummary() {}

  static void print(RunPlan plan, PrintWriter out) {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"sub-benchmark", "mode", "acc", "± std", "failed"});
    for (EvaluationPlan evaluation : plan.evaluationsInOrder()) {
      EvaluationFolder folder = EvaluationFolder.at(Path.of(evaluation.folder()));
      Results results = folder.readResults().orElse(null);
      Map<String, Long> failed = folder.readRuns().stream().filter(r -> !r.isOk())
          .collect(Collectors.groupingBy(RunRecord::mode, Collectors.counting()));
      int perMode = plan.attempts() * evaluation.testCases().size();
      for (String mode : evaluation.modes()) {
        ModeResult result = results == null ? null : results.modes().get(mode);
        rows.add(new String[] {evaluation.subBenchmark(), mode,
            result == null || result.acc() == null ? CellFormat.MISSING : CellFormat.PERCENT.render(result.acc()),
            result == null || result.std() == null ? CellFormat.MISSING : CellFormat.PERCENT.render(result.std()),
            failed.getOrDefault(mode, 0L) + "/" + perMode});
      }
    }
    int[] widths = new int[5];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.length; i++) {
        String pad = " ".repeat(widths[i] - row[i].length());
        line.append(i >= 2 ? pad + row[i] : row[i] + pad).append(i < row.length - 1 ? "  " : "");
      }
      out.println(line.toString().stripTrailing());
    }
    out.println();
    out.println("A failed attempt is never scored 0: its case and mode have no acc (—) until it is rerun.");
    out.println("evaluation folders:");
    for (EvaluationPlan evaluation : plan.evaluationsInOrder()) {
      out.println("  " + evaluation.folder());
    }
    out.flush();
  }
}
