package dev.floe.aggregation.render;

import dev.floe.aggregation.leaderboard.Cell;
import dev.floe.aggregation.leaderboard.Column;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.Row;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code leaderboard.csv} (RFC 4180): rank, the row-key fields, {@code complete}, then per column its
 * exact value (fractions stay fractions) and, for percent and pp columns, a {@code <name>_pct} column
 * with the printed percentage; last, {@code incomplete}: the reasons joined by "; ". Empty = missing.
 */
public final class LeaderboardCsv {
  private LeaderboardCsv() {}

  public static String of(Leaderboard board) {
    StringBuilder csv = new StringBuilder();
    List<String> header = new ArrayList<>();
    header.add("rank");
    header.addAll(board.config().rowKey());
    header.add("complete");
    for (Column c : board.config().columns()) {
      header.add(c.name());
      if (isPercent(c)) {
        header.add(c.name() + "_pct");
      }
    }
    header.add("incomplete");
    line(csv, header);
    int rank = 0;
    for (Row row : board.rows()) {
      List<String> fields = new ArrayList<>();
      fields.add(Integer.toString(++rank));
      fields.addAll(row.key().values());
      fields.add(Boolean.toString(row.complete()));
      for (Column c : board.config().columns()) {
        Cell cell = row.cells().get(c.name());
        fields.add(exact(cell.value()));
        if (isPercent(c)) {
          fields.add(cell.isMissing() ? "" : CellFormat.fixed(cell.value() * 100, c.decimals()));
        }
      }
      fields.add(String.join("; ", row.incomplete()));
      line(csv, fields);
    }
    return csv.toString();
  }

  private static boolean isPercent(Column c) {
    return c.format() == CellFormat.PERCENT || c.format() == CellFormat.PP;
  }

  /** The shortest decimal that reads back as the same double, never in scientific notation. */
  static String exact(double value) {
    if (Double.isNaN(value)) {
      return "";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "inf" : "-inf";
    }
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  private static void line(StringBuilder csv, List<String> fields) {
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        csv.append(',');
      }
      csv.append(quote(fields.get(i)));
    }
    csv.append("\r\n");
  }

  private static String quote(String field) {
    if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
      return '"' + field.replace("\"", "\"\"") + '"';
    }
    return field;
  }
}
