package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.aggregation.render.CellFormat;
import java.io.DataInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The demo's leaderboard.html in a real browser (headless Chromium): the DOM it builds has the leaderboard's rows and
 * numbers, a chart with a bar and a lift per mode, and the heat table; a screenshot is kept in target/. Skipped, with
 * the reason, where no Chromium is installed; CI sets FLOE_REQUIRE_BROWSER=1, which makes a missing one a failure.
 */
class LeaderboardPageBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final Path SCREENSHOT = Path.of("target/leaderboard.png").toAbsolutePath();
  private static Chromium chromium;
  private static String dom;

  @BeforeAll
  static void openThePage() throws Exception {
    Path scratch = Files.createDirectories(Path.of("target/browser-test").toAbsolutePath());
    Optional<Chromium> found = Chromium.find(scratch);
    if (found.isEmpty()) {
      String why = "no chromium, chromium-browser or google-chrome on PATH (apt-get install -y chromium)";
      if ("1".equals(System.getenv("FLOE_REQUIRE_BROWSER"))) {
        fail(why + ", and FLOE_REQUIRE_BROWSER=1 says this run must check the page in a browser");
      }
      Assumptions.abort(why + ": the browser test is skipped");
    }
    chromium = found.get();
    CommandOutput demo = DemoRun.output();
    assertEquals(0, demo.exitCode(), demo.err());
    dom = chromium.dumpDom(DemoRun.OUT.resolve("leaderboard.html"));
  }

  @Test
  void theTableHasTheLeaderboardsRowsAndNumbers() throws Exception {
    JsonNode board = JSON.readTree(DemoRun.OUT.resolve("leaderboard.json").toFile());
    List<String> rows = all(dom, "<tr class=\"row[^\"]*\" data-rank=\"(\\d+)\">");
    assertEquals(board.get("rows").size(), rows.size(), dom);
    JsonNode row = board.at("/rows/0");
    row.get("cells").fields().forEachRemaining(cell -> {
      String td = "<td class=\"num\" data-column=\"" + cell.getKey() + "\" data-value=\""
          + cell.getValue().get("value").asDouble() + "\">" + cell.getValue().get("text").asText() + "</td>";
      assertTrue(dom.contains(td), "the DOM lacks " + td);
    });
  }

  @Test
  void theChartHasABarAWhiskerAndALiftPerMode() throws Exception {
    String figure = between(dom, "<figure class=\"row-chart\" data-rank=\"1\">", "</figure>");
    assertTrue(figure.contains("<svg class=\"chart\""), "the chart is inline SVG in the DOM");
    assertEquals(List.of("base", "self", "fewshot", "reflect-3"), all(figure, "<g class=\"mode\" data-mode=\"([^\"]+)\">"));
    assertEquals(4, all(figure, "<rect class=\"bar\"").size());
    JsonNode cells = JSON.readTree(DemoRun.OUT.resolve("leaderboard.json").toFile()).at("/rows/0/cells");
    List<String> heights = all(figure, "<rect class=\"bar\" data-acc=\"([^\"]+)\"");
    assertEquals(cells.at("/base_acc/value").asDouble(), Double.parseDouble(heights.get(0)), 1e-12);
    assertEquals(cells.at("/reflect3_acc/value").asDouble(), Double.parseDouble(heights.get(3)), 1e-12);
    assertTrue(all(figure, "<line class=\"whisker\"").size() >= 1, "base guesses, so its attempts spread");
    List<String> lifts = all(figure, "<text class=\"lift-label[^\"]*\"[^>]*>([^<]+)</text>");
    assertEquals(List.of("reference", cells.at("/self_lift/text").asText(), cells.at("/fewshot_lift/text").asText(),
        cells.at("/reflect3_lift/text").asText()), lifts);
  }

  @Test
  void theHeatTableHasEverySubBenchmarkAndModeLinkedToItsEvaluation() throws Exception {
    String heat = between(dom, "<table class=\"heat\" data-rank=\"1\">", "</table>");
    assertEquals(List.of("invoice-totals", "filing-dates", "shipping-labels"),
        all(heat, "<tr data-sub-benchmark=\"([^\"]+)\">"));
    assertEquals(12, all(heat, "<td class=\"num\" data-acc=").size());
    for (String href : all(heat, "<a href=\"([^\"]+)\">")) {
      assertTrue(Files.isRegularFile(DemoRun.OUT.resolve(href)), href);
    }
    JsonNode results = JSON.readTree(DemoRun.OUT.resolve(
        "evaluations/invoice-totals-sample-builtin-none/results.json").toFile());
    String base = CellFormat.PERCENT.render(results.at("/modes/base/acc").asDouble());
    assertTrue(heat.contains(">" + base + "<small>"), heat);
  }

  @Test
  void aScreenshotIsSavedForPeopleToLookAt() throws Exception {
    Files.deleteIfExists(SCREENSHOT);
    chromium.screenshot(DemoRun.OUT.resolve("leaderboard.html"), SCREENSHOT);
    try (InputStream in = Files.newInputStream(SCREENSHOT); DataInputStream data = new DataInputStream(in)) {
      byte[] signature = data.readNBytes(8);
      assertEquals((byte) 0x89, signature[0]);
      assertEquals("PNG", new String(signature, 1, 3, java.nio.charset.StandardCharsets.US_ASCII));
      data.readInt(); // IHDR length
      data.readInt(); // "IHDR"
      assertEquals(1280, data.readInt(), "width");
      assertEquals(2000, data.readInt(), "height");
    }
    assertTrue(Files.size(SCREENSHOT) > 20_000, "a page, not a blank image: " + Files.size(SCREENSHOT) + " bytes");
  }

  private static List<String> all(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    List<String> out = new ArrayList<>();
    while (m.find()) {
      out.add(m.groupCount() > 0 ? m.group(1) : m.group());
    }
    return out;
  }

  private static String between(String text, String start, String end) {
    int from = text.indexOf(start);
    assertTrue(from >= 0, "the DOM lacks " + start);
    return text.substring(from, text.indexOf(end, from) + end.length());
  }
}
