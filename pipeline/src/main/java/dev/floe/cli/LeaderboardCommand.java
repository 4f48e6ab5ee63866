package dev.floe.cli;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.leaderboard.CollectedEvaluation;
import dev.floe.aggregation.leaderboard.EvaluationScan;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.aggregation.render.LeaderboardFiles;
import dev.floe.aggregation.render.TextTable;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code floe leaderboard}: leaderboard rows from evaluation folders, written as json/csv/md/html and printed. */
@Command(
    name = "leaderboard",
    mixinStandardHelpOptions = true,
    header = "Aggregate evaluation folders into leaderboard rows.",
    description = {
        "Computes the rows with the expressions of a leaderboard config (SPEC.md §5), writes "
            + "leaderboard.json, .csv, .md and .html (one self-contained page) into --out, and prints the "
            + "table.",
        "Every evaluation_config.toml under the --evaluations folders, at any depth, is one evaluation; "
            + "its results.json holds the numbers. Rows missing a sub-benchmark or a mode are kept, marked * "
            + "and explained.",
        "Bad input (config, results) is reported with nothing written (exit 1)."})
final class LeaderboardCommand implements Callable<Integer> {

  @Option(names = "--config", required = true, paramLabel = "<toml>", description = "The leaderboard config.")
  Path config;

  @Option(names = "--evaluations", required = true, arity = "1..*", paramLabel = "<dir>",
      description = "Folders searched for evaluation folders (e.g. <out>/evaluations of floe run).")
  List<Path> evaluations;

  @Option(names = "--out", required = true, paramLabel = "<dir>", description = "Where the leaderboard files go.")
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    publish(config, evaluations, out, spec.commandLine().getOut(), spec.commandLine().getErr());
    return 0;
  }

  /** Computes the leaderboard and writes and prints it; {@code floe run --leaderboard} ends with the same. */
  static void publish(Path config, List<Path> evaluations, Path out, PrintWriter stdout, PrintWriter err) {
    Leaderboard board;
    List<CollectedEvaluation> collected;
    try {
      LeaderboardConfig leaderboardConfig = LeaderboardConfig.read(config);
      collected = EvaluationScan.collect(evaluations);
      if (collected.isEmpty()) {
        throw new InputProblemException(String.join(", ", evaluations.stream().map(Path::toString).toList())
            + ": no evaluation folders (folders with evaluation_config.toml) found");
      }
      board = Leaderboard.compute(leaderboardConfig, collected);
    } catch (FileProblemException e) {
      throw new InputProblemException(e.getMessage(), e);
    }
    String table = TextTable.of(board); // everything shown is made before anything is written
    List<Path> written = LeaderboardFiles.write(board, out, collected);
    board.warnings().forEach(w -> err.println("floe: warning: " + w));
    err.flush();
    stdout.print(table);
    stdout.println("wrote " + String.join(", ", written.stream().map(Path::toString).toList()));
    stdout.flush();
  }
}
