package dev.floe.cli;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.render.CellFormat;
import dev.floe.run.OutputLock;
import dev.floe.run.RunRefused;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code floe summarize <evaluation-folder>...}: rederives results.json and README.md from the run records. */
@Command(
    name = "summarize",
    mixinStandardHelpOptions = true,
    header = "Recompute results.json and README.md from the run records.",
    description = {
        "Recomputes results.json and README.md of evaluation folders from their run records "
            + "(runs/<mode>/<case>/attempt-<nn>/run.json), e.g. after repairing or editing a run by hand.",
        "acc@k = mean of the k attempts per case, then over cases; std@k = population std per case, then "
            + "its mean over cases. A failed or missing attempt leaves its case and mode incomplete.",
        "Every folder is checked first: on any bad input nothing is written (exit 1)."})
final class SummarizeCommand implements Callable<Integer> {

  @Parameters(arity = "1..*", paramLabel = "<evaluation-folder>",
      description = "Folders that hold evaluation_config.toml.")
  List<Path> folders;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    // A floe run writing into these folders would race this rewrite of their results.
    try (AutoCloseable lock = OutputLock.ofEvaluations(folders)) {
      return summarize();
    } catch (RunRefused e) {
      throw new InputProblemException(e.getMessage(), e);
    }
  }

  private int summarize() {
    // Folders are independent: recompute them in parallel, keeping the order for the report.
    List<Object> outcomes = folders.parallelStream().map(SummarizeCommand::recompute).toList();
    List<String> problems = new ArrayList<>();
    outcomes.stream().filter(o -> o instanceof FileProblemException)
        .forEach(o -> problems.addAll(((FileProblemException) o).problems()));
    if (!problems.isEmpty()) {
      throw new InputProblemException(new FileProblemException(problems).getMessage());
    }
    List<Results> results = outcomes.stream().map(o -> (Results) o).toList();
    java.util.stream.IntStream.range(0, folders.size()).parallel().forEach(i -> {
      EvaluationFolder folder = EvaluationFolder.at(folders.get(i));
      folder.writeResults(folder.readConfig(), results.get(i));
    });
    PrintWriter out = spec.commandLine().getOut();
    for (int i = 0; i < folders.size(); i++) {
      out.println(line(folders.get(i), results.get(i)));
      results.get(i).modes().values().forEach(m -> m.incomplete().forEach(r -> out.println("  incomplete: " + r)));
    }
    out.flush();
    return 0;
  }

  /** The folder's recomputed results, or the problem that stops it (collected, not thrown, so all are listed). */
  private static Object recompute(Path folder) {
    if (!EvaluationFolder.isEvaluation(folder)) {
      return new FileProblemException(folder + ": not an evaluation folder (no evaluation_config.toml)");
    }
    try {
      return EvaluationFolder.at(folder).recompute();
    } catch (FileProblemException e) {
      return e;
    }
  }

  private static String line(Path folder, Results results) {
    List<String> modes = new ArrayList<>();
    results.modes().forEach((name, mode) -> modes.add(name + " " + accText(mode)));
    return folder + ": " + (results.complete() ? "complete" : "incomplete") + "; " + String.join(", ", modes);
  }

  private static String accText(ModeResult mode) {
    if (mode.acc() == null) {
      return CellFormat.MISSING;
    }
    return CellFormat.PERCENT.render(mode.acc()) + " ± " + CellFormat.PERCENT.render(mode.std());
  }
}
