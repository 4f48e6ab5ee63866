package dev.floe.cli;

import dev.floe.aggregation.evaluation.Discrepancy;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.gdpevo.GdpevoReportImport;
import dev.floe.aggregation.gdpevo.ImportedEvaluation;
import dev.floe.aggregation.gdpevo.SubBenchmarkNaming;
import dev.floe.run.OutputLock;
import dev.floe.run.RunRefused;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code floe import gdpevo-reports}: GDPevo's released per-group reports as evaluation folders. */
@Command(
    name = "gdpevo-reports",
    mixinStandardHelpOptions = true,
    header = "Import GDPevo's released reports as evaluation folders.",
    description = {
        "Every <run>/reports/task_group_NNN.yaml under <experiments-dir>, at any depth, becomes "
            + "<out>/evaluations/<run>-gdpevo-task-group-NNN/ with its config (agent = harness, model and "
            + "thinking level), one run record per attempt, and results.json carrying the report's stored "
            + "aggregates and efficiency (Codex cost priced from tokens at GPT-5.5 prices).",
        "Stored values that the attempt scores recompute differently by more than 1e-4 are listed in "
            + "results.json as discrepancies and printed as warnings. Nothing is written if any report is bad."})
final class ImportGdpevoReportsCommand implements Callable<Integer> {

  enum Naming { task_group, scenario }

  @Parameters(paramLabel = "<experiments-dir>", description = "GDPevo's experiments/ folder, or any folder above reports.")
  Path experiments;

  @Option(names = "--out", required = true, paramLabel = "<dir>", description = "Evaluation folders go to <dir>/evaluations/.")
  Path out;

  @Option(names = "--sub-benchmark-names", paramLabel = "task_group|scenario", defaultValue = "task_group",
      description = "Name sub-benchmarks gdpevo-task-group-NNN (default) or after the scenario, "
          + "e.g. gdpevo-crm-marketing-lead-capture.")
  Naming naming;

  @Option(names = "--replace", description = "Overwrite evaluation folders that already exist.")
  boolean replace;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    List<ImportedEvaluation> imported;
    List<Path> folders;
    try {
      imported = GdpevoReportImport.read(experiments,
          naming == Naming.scenario ? SubBenchmarkNaming.SCENARIO : SubBenchmarkNaming.TASK_GROUP,
          Instant.now().truncatedTo(ChronoUnit.SECONDS));
      // Importing into a floe run's output while it runs would race it: its lock is taken when there is one.
      try (AutoCloseable lock = OutputLock.ofOutputs(List.of(out))) {
        folders = GdpevoReportImport.write(imported, out, replace);
      }
    } catch (FileProblemException | RunRefused e) {
      throw new InputProblemException(e.getMessage(), e);
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    for (int i = 0; i < imported.size(); i++) {
      ImportedEvaluation e = imported.get(i);
      stdout.println(e.report() + " -> " + folders.get(i));
      for (Discrepancy d : e.discrepancies()) {
        err.println("floe: warning: " + e.report() + ": " + d.where() + " is stored as " + d.stored()
            + " but the attempts give " + d.recomputed() + " (kept the stored value)");
      }
      e.results().modes().forEach((mode, result) -> result.incomplete().forEach(reason ->
          err.println("floe: warning: " + e.report() + ": imported incomplete, " + reason)));
    }
    stdout.println(imported.size() + " evaluations imported");
    stdout.flush();
    err.flush();
    return 0;
  }
}
