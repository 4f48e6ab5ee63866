package dev.floe.aggregation.render;

import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code leaderboard.md}: a title, a table with a rank, the row key and every column (missing values
 * print as —, incomplete rows carry a * after their rank), then the list of what each incomplete row lacks.
 */
public final class LeaderboardMarkdown {
  private LeaderboardMarkdown() {}

  public static String of(Leaderboard board) {
    StringBuilder md = new StringBuilder();
    md.append("# ").append(escape(board.config().title())).append("\n\n");
    if (board.config().description() != null) {
      md.append(board.config().description().strip()).append("\n\n");
    }
    List<List<String>> table = TextTable.cells(board);
    List<String> header = table.get(0);
    md.append('|');
    header.forEach(h -> md.append(' ').append(escape(h)).append(" |"));
    md.append("\n|");
    int keys = board.config().rowKey().size();
    for (int i = 0; i < header.size(); i++) {
      md.append(i == 0 || i > keys ? " ---: |" : " --- |");
    }
    md.append('\n');
    for (List<String> line : table.subList(1, table.size())) {
      md.append('|');
      line.forEach(cell -> md.append(' ').append(escape(cell)).append(" |"));
      md.append('\n');
    }
    List<String> notes = new ArrayList<>();
    int rank = 0;
    for (Row row : board.rows()) {
      rank++;
      if (!row.complete()) {
        notes.add("- " + rank + ". " + escape(row.label()) + ": " + escape(String.join("; ", row.incomplete())));
      }
    }
    md.append("\n").append(board.rows().size()).append(" rows from ").append(board.evaluations())
        .append(" evaluations.");
    if (!board.config().subBenchmarks().isEmpty()) {
      md.append(" A complete row has all ").append(board.config().subBenchmarks().size())
          .append(" sub-benchmarks of the config.");
    }
    md.append(" Rounding: half to even on the exact value.\n");
    if (!notes.isEmpty()) {
      md.append("\n## Incomplete rows (*)\n\n");
      notes.forEach(n -> md.append(n).append('\n'));
    }
    return md.toString();
  }

  private static String escape(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
