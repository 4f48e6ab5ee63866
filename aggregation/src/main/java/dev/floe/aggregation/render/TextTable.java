package dev.floe.aggregation.render;

import dev.floe.aggregation.leaderboard.Column;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.Row;
import java.util.ArrayList;
import java.util.List;

/** The leaderboard as an aligned plain-text table for the terminal: the Markdown table without the pipes. */
public final class TextTable {
  private TextTable() {}

  /** Header line first, then one line per row: rank (with * when incomplete), key, printed cells. */
  static List<List<String>> cells(Leaderboard board) {
    List<List<String>> table = new ArrayList<>();
    List<String> header = new ArrayList<>();
    header.add("#");
    header.addAll(board.config().rowTitles());
    board.config().columns().forEach(c -> header.add(c.title()));
    table.add(header);
    int rank = 0;
    for (Row row : board.rows()) {
      List<String> line = new ArrayList<>();
      line.add(++rank + (row.complete() ? "" : "*"));
      row.key().values().forEach(v -> line.add(v.isEmpty() ? CellFormat.MISSING : v));
      for (Column c : board.config().columns()) {
        line.add(row.cells().get(c.name()).text());
      }
      table.add(line);
    }
    return table;
  }

  public static String of(Leaderboard board) {
    List<List<String>> table = cells(board);
    int columns = table.get(0).size();
    int[] width = new int[columns];
    for (List<String> line : table) {
      for (int i = 0; i < columns; i++) {
        width[i] = Math.max(width[i], length(line.get(i)));
      }
    }
    int keys = board.config().rowKey().size();
    StringBuilder out = new StringBuilder();
    for (List<String> line : table) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < columns; i++) {
        String cell = line.get(i);
        String pad = " ".repeat(width[i] - length(cell));
        boolean rightAligned = i > keys; // numbers right, rank and key left (so "2*" lines up with "1")
        text.append(i == 0 ? "" : "  ").append(rightAligned ? pad + cell : cell + pad);
      }
      out.append(text.toString().stripTrailing()).append('\n');
    }
    long incomplete = board.rows().stream().filter(r -> !r.complete()).count();
    if (incomplete > 0) {
      out.append("* incomplete: ").append(incomplete).append(" of ").append(board.rows().size())
          .append(" rows (leaderboard.md and leaderboard.json say what each lacks)\n");
    }
    return out.toString();
  }

  private static int length(String text) {
    return text.codePointCount(0, text.length());
  }
}
