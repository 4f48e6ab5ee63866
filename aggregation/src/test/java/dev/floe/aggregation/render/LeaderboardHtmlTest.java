package dev.floe.aggregation.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.leaderboard.EvaluationScan;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.aggregation.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** leaderboard.html over the hand-built board of LeaderboardTest: the same numbers, drawn, linked and escaped. */
class LeaderboardHtmlTest {
  private static final Path DIR = Fixtures.RESOURCES.resolve("leaderboards");
  @TempDir Path temp;

  private static Leaderboard board(Path config) {
    return Leaderboard.compute(LeaderboardConfig.read(config), EvaluationScan.collect(List.of(DIR.resolve("board"))));
  }

  @Test
  void tableChartsAndHeatTablesShowTheRowsNumbers() throws Exception {
    List<Path> written = LeaderboardFiles.write(board(DIR.resolve("config.toml")), temp);
    assertEquals(temp.resolve("leaderboard.html"), written.get(3));
    String html = Files.readString(temp.resolve("leaderboard.html"));
    // The table: one row per leaderboard row, exact values in data-value, text as the other renderers print it.
    assertEquals(3, count(html, "<tr class=\"row"));
    assertTrue(html.contains("<td class=\"num\" data-column=\"base_acc\" data-value=\"0.4\">40.00%</td>"), html);
    assertTrue(html.contains("data-column=\"base_acc\" data-value=\"0.07625\">7.62%</td>"), "HALF_EVEN");
    assertTrue(html.contains("<td class=\"num missing\" data-column=\"base_acc\" data-value=\"\">—</td>"));
    assertTrue(html.contains("<li>3. beta / m1: sub-y: no evaluation</li>"), html);
    // A chart per row: alpha's bars at base 40% ± 5% and self 57.5% ± 10%, lift +17.50 pp.
    assertEquals(3, count(html, "<figure class=\"row-chart\""));
    String alpha = between(html, "<figure class=\"row-chart\" data-rank=\"1\">", "</figure>");
    assertTrue(alpha.contains("<figcaption>1. alpha / m1</figcaption>"), alpha);
    assertEquals(2, count(alpha, "<rect class=\"bar\""));
    assertTrue(alpha.contains("<rect class=\"bar\" data-acc=\"0.4\""), alpha);
    assertTrue(alpha.contains("<title>self: 57.50% ± 10.00%</title>"), alpha);
    assertEquals(2, count(alpha, "<line class=\"whisker\""));
    assertTrue(alpha.contains("<text class=\"lift-label up\" x=\"") && alpha.contains(">+17.50 pp</text>"), alpha);
    assertTrue(alpha.contains("<tr data-mode=\"self\"><td>self</td><td class=\"num\">57.50%</td>"
        + "<td class=\"num\">10.00%</td><td class=\"num\">+17.50 pp</td></tr>"), alpha);
    // gamma's self is incomplete in sub-y: no bar, a dash.
    String gamma = between(html, "<figure class=\"row-chart\" data-rank=\"2\">", "</figure>");
    assertEquals(1, count(gamma, "<rect class=\"bar\""));
    assertTrue(gamma.contains("<text class=\"value missing\""), gamma);
    // The heat table links every evaluation's README, relative to the page.
    String heat = between(html, "<table class=\"heat\" data-rank=\"1\">", "</table>");
    Path readme = DIR.resolve("board/alpha-m1-sub-x/README.md").toAbsolutePath().normalize();
    String href = temp.toAbsolutePath().relativize(readme).toString();
    assertTrue(heat.contains("<a href=\"" + href + "\">sub-x</a>"), heat);
    assertTrue(heat.contains(">60.00%<small>± 5.00%</small></td>"), heat);
  }

  @Test
  void everyTextIsEscapedAndNothingIsFetched() throws Exception {
    Path config = temp.resolve("config.toml");
    Files.writeString(config, Files.readString(DIR.resolve("config.toml"))
        .replace("title = \"Test board\"", "title = \"<script>alert('x')</script> & \\\"q\\\"\""));
    String html = LeaderboardHtml.of(board(config), temp);
    assertTrue(html.contains("<h1>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</h1>"), html);
    assertFalse(html.contains("<script"), "no script, and no injected one");
    for (String fetch : List.of(" src=", "@import", "url(", "<link", "https://")) {
      assertFalse(html.contains(fetch), fetch);
    }
    Matcher m = Pattern.compile("http://[^\"]*").matcher(html);
    while (m.find()) {
      assertEquals("http://www.w3.org/2000/svg", m.group(), "only the SVG namespace, which is never fetched");
    }
  }

  private static int count(String text, String needle) {
    int n = 0;
    for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
      n++;
    }
    return n;
  }

  private static String between(String text, String start, String end) {
    int from = text.indexOf(start);
    assertTrue(from >= 0, start);
    return text.substring(from, text.indexOf(end, from) + end.length());
  }
}
