package dev.floe.aggregation.render;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.leaderboard.Column;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * {@code leaderboard.html}: one self-contained page (inline CSS and SVG; no script, font or request) with the
 * leaderboard table, per row a chart of acc ± std by mode with the lift over base, and a sub-benchmark × mode heat
 * table whose sub-benchmarks link to their evaluation folders. Every text is escaped; every figure is rounded as
 * the other renderers round it ({@link CellFormat}).
 */
public final class LeaderboardHtml {
  private LeaderboardHtml() {}

  /** The page; links to evaluation folders are relative to {@code pageDir}, where the page is written. */
  public static String of(Leaderboard board, Path pageDir) {
    return of(board, pageDir, RowModes::read);
  }

  /**
   * The page, with each evaluation folder's results from {@code results} (null: none), so that a caller that has
   * read them for the leaderboard does not read thousands of results.json twice.
   */
  public static String of(Leaderboard board, Path pageDir, Function<Path, Results> results) {
    StringBuilder h = new StringBuilder();
    String title = escape(board.config().title());
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(title).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n")
        .append("<body>\n<main>\n<header>\n<h1>").append(title).append("</h1>\n");
    if (board.config().description() != null) {
      h.append("<p class=\"description\">").append(escape(board.config().description().strip())).append("</p>\n");
    }
    h.append("<p class=\"meta\">").append(board.rows().size()).append(board.rows().size() == 1 ? " row" : " rows")
        .append(" from ").append(board.evaluations()).append(" evaluations");
    if (!board.config().subBenchmarks().isEmpty()) {
      h.append(" · sub-benchmarks: ").append(escape(String.join(", ", board.config().subBenchmarks())));
    }
    h.append(" · rounded half to even</p>\n</header>\n");
    table(board, h);
    List<RowModes> rows = new ArrayList<>();
    board.rows().forEach(r -> rows.add(RowModes.of(board.config(), r, results)));
    h.append("<section id=\"modes\">\n<h2>Accuracy by mode</h2>\n<p class=\"note\">Bars: acc, the mean over the "
        + "row's sub-benchmarks of acc@k. Whiskers: ± the mean of their std@k (GDPevo's ±, the spread between "
        + "attempts). Under each mode: its lift over base in percentage points.</p>\n");
    for (int i = 0; i < rows.size(); i++) {
      chart(i + 1, board.rows().get(i), rows.get(i), h);
    }
    h.append("</section>\n<section id=\"heat\">\n<h2>Sub-benchmark × mode</h2>\n<p class=\"note\">acc@k ± std@k "
        + "of every evaluation; a sub-benchmark links to its evaluation folder's README, which links its runs.</p>\n");
    for (int i = 0; i < rows.size(); i++) {
      heat(i + 1, board.rows().get(i), rows.get(i), pageDir, h);
    }
    h.append("</section>\n<footer>Written by Floe. One file: no scripts, fonts or requests.</footer>\n")
        .append("</main>\n</body>\n</html>\n");
    return h.toString();
  }

  private static void table(Leaderboard board, StringBuilder h) {
    h.append("<section id=\"leaderboard\">\n<h2>Leaderboard</h2>\n<table class=\"board\">\n<thead><tr><th>#</th>");
    board.config().rowTitles().forEach(t -> h.append("<th class=\"key\">").append(escape(t)).append("</th>"));
    board.config().columns().forEach(c -> h.append("<th class=\"num\" data-column=\"").append(escape(c.name()))
        .append("\">").append(escape(c.title().replace("`", ""))).append("</th>"));
    h.append("</tr></thead>\n<tbody>\n");
    int rank = 0;
    List<String> notes = new ArrayList<>();
    for (Row row : board.rows()) {
      rank++;
      h.append("<tr class=\"row").append(row.complete() ? "" : " incomplete").append("\" data-rank=\"").append(rank)
          .append("\"><td class=\"rank\">").append(rank).append(row.complete() ? "" : "*").append("</td>");
      row.key().values().forEach(v -> h.append("<td class=\"key\">")
          .append(escape(v.isEmpty() ? CellFormat.MISSING : v)).append("</td>"));
      for (Column c : board.config().columns()) {
        var cell = row.cells().get(c.name());
        h.append("<td class=\"num").append(cell.isMissing() ? " missing" : "").append("\" data-column=\"")
            .append(escape(c.name())).append("\" data-value=\"").append(cell.isMissing() ? "" : cell.value())
            .append("\">").append(escape(cell.text())).append("</td>");
      }
      h.append("</tr>\n");
      if (!row.complete()) {
        notes.add(rank + ". " + row.label() + ": " + String.join("; ", row.incomplete()));
      }
    }
    h.append("</tbody>\n</table>\n");
    if (!notes.isEmpty()) {
      h.append("<p class=\"note\">* incomplete:</p>\n<ul class=\"incomplete\">\n");
      notes.forEach(n -> h.append("<li>").append(escape(n)).append("</li>\n"));
      h.append("</ul>\n");
    }
    h.append("</section>\n");
  }

  private static void chart(int rank, Row row, RowModes modes, StringBuilder h) {
    String label = rank + ". " + row.label();
    h.append("<figure class=\"row-chart\" data-rank=\"").append(rank).append("\">\n<figcaption>")
        .append(escape(label)).append("</figcaption>\n").append(ModeChart.svg(modes, row.label())).append('\n')
        .append("<table class=\"modes\">\n<thead><tr><th>mode</th><th class=\"num\">acc</th><th class=\"num\">±</th>")
        .append("<th class=\"num\">lift over base</th></tr></thead>\n<tbody>\n");
    for (String mode : modes.modes()) {
      h.append("<tr data-mode=\"").append(escape(mode)).append("\"><td>").append(escape(mode)).append("</td>")
          .append(numberCell(CellFormat.PERCENT, modes.acc(mode))).append(numberCell(CellFormat.PERCENT,
              modes.std(mode)))
          .append(mode.equals(RowModes.BASE) ? "<td class=\"num\">—</td>" : numberCell(CellFormat.PP,
              modes.lift(mode)))
          .append("</tr>\n");
    }
    h.append("</tbody>\n</table>\n</figure>\n");
  }

  private static void heat(int rank, Row row, RowModes modes, Path pageDir, StringBuilder h) {
    h.append("<h3>").append(escape(rank + ". " + row.label())).append("</h3>\n<table class=\"heat\" data-rank=\"")
        .append(rank).append("\">\n<thead><tr><th>sub-benchmark</th>");
    modes.modes().forEach(m -> h.append("<th class=\"num\">").append(escape(m)).append("</th>"));
    h.append("</tr></thead>\n<tbody>\n");
    for (String sub : modes.subBenchmarks()) {
      h.append("<tr data-sub-benchmark=\"").append(escape(sub)).append("\"><th>");
      Path folder = modes.folders().get(sub);
      if (folder != null) {
        h.append("<a href=\"").append(escape(link(pageDir, folder.resolve(EvaluationFolder.README)))).append("\">")
            .append(escape(sub)).append("</a>");
      } else {
        h.append(escape(sub));
      }
      h.append("</th>");
      for (String mode : modes.modes()) {
        ModeResult m = modes.result(sub, mode);
        if (m == null || m.acc() == null) {
          h.append("<td class=\"num missing\">").append(CellFormat.MISSING).append("</td>");
          continue;
        }
        double acc = m.acc();
        h.append("<td class=\"num\" data-acc=\"").append(acc).append("\" style=\"background:").append(shade(acc))
            .append(";color:").append(acc > 0.55 ? "#fff" : "#14213d").append("\">")
            .append(CellFormat.PERCENT.render(acc));
        if (m.std() != null) {
          h.append("<small>± ").append(CellFormat.PERCENT.render(m.std())).append("</small>");
        }
        h.append("</td>");
      }
      h.append("</tr>\n");
    }
    h.append("</tbody>\n</table>\n");
  }

  private static String numberCell(CellFormat format, double value) {
    return "<td class=\"num" + (Double.isNaN(value) ? " missing" : "") + "\">" + escape(format.render(value))
        + "</td>";
  }

  /** A light-to-dark blue for 0 to 1, so that more is darker and the page reads in greyscale too. */
  private static String shade(double value) {
    double t = Math.max(0, Math.min(1, value));
    int[] from = {239, 245, 253};
    int[] to = {22, 72, 153};
    return String.format(Locale.ROOT, "rgb(%d,%d,%d)", Math.round(from[0] + (to[0] - from[0]) * t),
        Math.round(from[1] + (to[1] - from[1]) * t), Math.round(from[2] + (to[2] - from[2]) * t));
  }

  /** A relative link from the page's folder, with '/' separators, so the page and folders can move together. */
  private static String link(Path pageDir, Path target) {
    Path from = pageDir.toAbsolutePath().normalize();
    Path to = target.toAbsolutePath().normalize();
    String relative = from.getRoot() != null && from.getRoot().equals(to.getRoot())
        ? from.relativize(to).toString() : to.toUri().toString();
    return relative.replace('\\', '/');
  }

  /** Text for HTML content and attribute values alike. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  private static final String CSS = """
      :root { color-scheme: light; --ink: #14213d; --muted: #5c677d; --line: #d9dee7; --accent: #2f6fd0; }
      * { box-sizing: border-box; }
      body { margin: 0; background: #f6f7fb; color: var(--ink);
             font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
      main { max-width: 1200px; margin: 0 auto; padding: 32px 24px 48px; }
      header h1 { margin: 0 0 6px; font-size: 26px; }
      .description { margin: 0 0 6px; max-width: 80ch; }
      .meta, .note, footer { color: var(--muted); font-size: 13px; }
      section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 18px 22px;
                margin-top: 22px; overflow-x: auto; }
      h2 { margin: 0 0 10px; font-size: 19px; }
      h3 { margin: 18px 0 8px; font-size: 16px; }
      table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
      th, td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; }
      thead th { font-size: 12px; text-transform: none; color: var(--muted); font-weight: 600;
                 border-bottom: 2px solid var(--line); }
      .num { text-align: right; }
      .missing { color: var(--muted); }
      table.board th, table.board td { padding: 6px 8px; }
      table.board thead th { white-space: normal; vertical-align: bottom; min-width: 3.5em; }
      table.board tbody tr:nth-child(odd) { background: #fafbfd; }
      .rank { font-weight: 700; }
      tr.incomplete td { color: var(--muted); }
      figure.row-chart { margin: 10px 0 24px; display: flex; flex-wrap: wrap; gap: 12px 28px; align-items: flex-start; }
      figure.row-chart figcaption { flex-basis: 100%; font-weight: 600; }
      svg.chart { max-width: 100%; height: auto; }
      svg .grid { stroke: #e6e9f0; stroke-width: 1; }
      svg .axis { stroke: #8a94a6; stroke-width: 1.2; }
      svg .tick { fill: var(--muted); font-size: 12px; text-anchor: end; }
      svg .bar { rx: 3px; }
      svg .whisker, svg .whisker-cap { stroke: var(--ink); stroke-width: 1.6; }
      svg .value { fill: var(--ink); font-size: 13px; font-weight: 600; text-anchor: middle; }
      svg .mode-label { fill: var(--ink); font-size: 13px; text-anchor: middle; }
      svg .lift-label { fill: var(--muted); font-size: 12px; text-anchor: middle; }
      svg .lift-label.up { fill: #137a52; font-weight: 600; }
      svg .lift-label.down { fill: #b3261e; font-weight: 600; }
      table.modes { align-self: center; }
      table.heat td { min-width: 96px; border: 2px solid #fff; }
      table.heat small { display: block; font-size: 11px; opacity: .85; }
      a { color: var(--accent); }
      footer { margin-top: 22px; }
      """;
}
