package dev.floe.aggregation.render;

import dev.floe.aggregation.files.AtomicFile;
import dev.floe.aggregation.leaderboard.Leaderboard;
import java.nio.file.Path;
import java.util.List;

/** Writes leaderboard.json, .csv, .md and .html into a folder; all four are rendered before any is written. */
public final class LeaderboardFiles {
  private LeaderboardFiles() {}

  public static List<Path> write(Leaderboard board, Path outDir) {
    String json = LeaderboardJson.of(board);
    String csv = LeaderboardCsv.of(board);
    String md = LeaderboardMarkdown.of(board);
    String html = LeaderboardHtml.of(board, outDir);
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
