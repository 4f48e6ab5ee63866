package dev.floe.aggregation.render;

import dev.floe.aggregation.files.AtomicFile;
import dev.floe.aggregation.leaderboard.Leaderboard;
import java.nio.file.Path;
import java.util.List;

/** Writes leaderboard.json, .csv and .md into a folder; all three are rendered before any is written. */
public final class LeaderboardFiles {
  private LeaderboardFiles() {}

  public static List<Path> write(Leaderboard board, Path outDir) {
    String json = LeaderboardJson.of(board);
    String csv = LeaderboardCsv.of(board);
    String md = LeaderboardMarkdown.of(board);
    Path jsonFile = outDir.resolve("leaderboard.json");
    Path csvFile = outDir.resolve("leaderboard.csv");
    Path mdFile = outDir.resolve("leaderboard.md");
    AtomicFile.write(jsonFile, json);
    AtomicFile.write(csvFile, csv);
    AtomicFile.write(mdFile, md);
    return List.of(jsonFile, csvFile, mdFile);
  }
}
