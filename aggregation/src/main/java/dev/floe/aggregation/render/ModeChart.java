package dev.floe.aggregation.render;

import java.util.List;
import java.util.Locale;

/**
 * The inline SVG chart of one leaderboard row: a bar per mode at its acc, a whisker of ± its std, the value above
 * and the lift over base below. Plain SVG, no script, so the page stays one self-contained file.
 */
final class ModeChart {
  private static final int WIDTH = 720;
  private static final int HEIGHT = 300;
  private static final int LEFT = 52;
  private static final int RIGHT = 16;
  private static final int TOP = 24;
  private static final int BOTTOM = 58;
  private static final String BASE_COLOR = "#9aa5b1";
  private static final List<String> PALETTE = List.of("#2f6fd0", "#1a9e77", "#7b5cc4", "#d9822b", "#c2407a");

  private ModeChart() {}

  static String svg(RowModes row, String label) {
    int plotWidth = WIDTH - LEFT - RIGHT;
    int plotHeight = HEIGHT - TOP - BOTTOM;
    StringBuilder s = new StringBuilder();
    s.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ')
        .append(HEIGHT).append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
        .append("\" role=\"img\" aria-label=\"").append(LeaderboardHtml.escape("acc ± std by mode: " + label))
        .append("\">\n");
    for (int tick = 0; tick <= 4; tick++) {
      double v = tick / 4.0;
      double y = y(v, plotHeight);
      s.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
          .append(num(y)).append("\" y2=\"").append(num(y)).append("\"/>")
          .append("<text class=\"tick\" x=\"").append(LEFT - 8).append("\" y=\"").append(num(y + 4)).append("\">")
          .append(tick * 25).append("%</text>\n");
    }
    List<String> modes = row.modes();
    double slot = modes.isEmpty() ? plotWidth : (double) plotWidth / modes.size();
    double barWidth = Math.min(84, slot * 0.55);
    int colour = 0;
    for (int i = 0; i < modes.size(); i++) {
      String mode = modes.get(i);
      String fill = mode.equals(RowModes.BASE) ? BASE_COLOR : PALETTE.get(colour++ % PALETTE.size());
      double cx = LEFT + slot * (i + 0.5);
      double acc = row.acc(mode);
      double std = row.std(mode);
      String m = LeaderboardHtml.escape(mode);
      s.append("<g class=\"mode\" data-mode=\"").append(m).append("\">");
      if (Double.isNaN(acc)) {
        s.append("<text class=\"value missing\" x=\"").append(num(cx)).append("\" y=\"")
            .append(num(y(0, plotHeight) - 8)).append("\">").append(CellFormat.MISSING).append("</text>");
      } else {
        double top = y(acc, plotHeight);
        s.append("<rect class=\"bar\" data-acc=\"").append(acc).append("\" x=\"").append(num(cx - barWidth / 2))
            .append("\" y=\"").append(num(top)).append("\" width=\"").append(num(barWidth)).append("\" height=\"")
            .append(num(y(0, plotHeight) - top)).append("\" fill=\"").append(fill).append("\"><title>")
            .append(m).append(": ").append(CellFormat.PERCENT.render(acc));
        if (!Double.isNaN(std)) {
          s.append(" ± ").append(CellFormat.PERCENT.render(std));
        }
        s.append("</title></rect>");
        double labelAt = top;
        if (!Double.isNaN(std) && std > 0) {
          double hi = y(Math.min(1, acc + std), plotHeight);
          double lo = y(Math.max(0, acc - std), plotHeight);
          labelAt = hi;
          s.append("<line class=\"whisker\" data-std=\"").append(std).append("\" x1=\"").append(num(cx))
              .append("\" x2=\"").append(num(cx)).append("\" y1=\"").append(num(hi)).append("\" y2=\"")
              .append(num(lo)).append("\"/>");
          for (double yy : new double[] {hi, lo}) {
            s.append("<line class=\"whisker-cap\" x1=\"").append(num(cx - 7)).append("\" x2=\"").append(num(cx + 7))
                .append("\" y1=\"").append(num(yy)).append("\" y2=\"").append(num(yy)).append("\"/>");
          }
        }
        s.append("<text class=\"value\" x=\"").append(num(cx)).append("\" y=\"").append(num(labelAt - 7))
            .append("\">").append(CellFormat.PERCENT.render(acc)).append("</text>");
      }
      double below = y(0, plotHeight);
      s.append("<text class=\"mode-label\" x=\"").append(num(cx)).append("\" y=\"").append(num(below + 20))
          .append("\">").append(m).append("</text>");
      double lift = row.lift(mode);
      String liftText = mode.equals(RowModes.BASE) ? "reference" : Double.isNaN(lift) ? CellFormat.MISSING
          : CellFormat.PP.render(lift);
      s.append("<text class=\"lift-label").append(lift > 0 ? " up" : lift < 0 ? " down" : "").append("\" x=\"")
          .append(num(cx)).append("\" y=\"").append(num(below + 40)).append("\">").append(liftText).append("</text>");
      s.append("</g>\n");
    }
    s.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
        .append(num(y(0, plotHeight))).append("\" y2=\"").append(num(y(0, plotHeight))).append("\"/>\n</svg>");
    return s.toString();
  }

  private static double y(double value, int plotHeight) {
    return TOP + plotHeight * (1 - value);
  }

  private static String num(double v) {
    return String.format(Locale.ROOT, "%.1f", v); // a coordinate, not a reported figure: no rounding rule applies
  }
}
