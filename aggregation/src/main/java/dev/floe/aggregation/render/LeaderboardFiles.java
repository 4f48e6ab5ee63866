package dev.floe.aggregation.render;

import dev.floe.aggregation.files.AtomicFile;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.leaderboard.CollectedEvaluation;
import dev.floe.aggregation.leaderboard.Leaderboard;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Writes leaderboard.json, .csv, .md and .html into a folder; all four are rendered before any is written. */
public final class LeaderboardFiles {
  private LeaderboardFiles() {}

  public static List<Path> write(Leaderboard board, Path outDir) {
    return write(board, outDir, List.of());
  }

  /** The same, the page drawn from the results of {@code evaluations} (what the leaderboard was computed from). */
  public static List<Path> write(Leaderboard board, Path outDir, List<CollectedEvaluation> evaluations) {
    Map<Path, Results> read = new HashMap<>();
    evaluations.forEach(e -> {
      if (e.results() != null) {
        read.put(e.folder(), e.results());
      }
    });
    String json = LeaderboardJson.of(board);
    String csv = LeaderboardCsv.of(board);
    String md = LeaderboardMarkdown.of(board);
    String html = LeaderboardHtml.of(board, outDir, folder -> read.containsKey(folder) ? read.get(folder)
        : RowModes.read(folder));
    Path jsonFile = outDir.resolve("leaderboard.json");
    Path csvFile = outDir.resolve("leaderboard.csv");
    Path mdFile = outDir.resolve("leaderboard.md");
    Path htmlFile = outDir.resolve("leaderboard.html");
    AtomicFile.write(jsonFile, json);
    AtomicFile.write(csvFile, csv);
    AtomicFile.write(mdFile, md);
    AtomicFile.write(htmlFile, html);
    return List.of(jsonFile, csvFile, mdFile, htmlFile);
  }
}
