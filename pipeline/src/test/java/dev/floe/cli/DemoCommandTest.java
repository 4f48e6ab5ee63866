package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code floe demo} as a newcomer runs it: it finishes, prints the leaderboard and the page's path, and the
 * leaderboard shows learning: base < self <= fewshot and reflect-3 > base, with every mode having learned from
 * exactly what it was shown.
 */
class DemoCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> PAIRED = List.of("invoice-totals", "filing-dates", "shipping-labels");
  @TempDir Path temp;

  @Test
  void printsTheLeaderboardAndThePathOfThePage() {
    CommandOutput demo = DemoRun.output();
    assertEquals(0, demo.exitCode(), demo.err());
    assertTrue(demo.out().contains("#  Agent   Model    base acc  base ±  self acc"), demo.out());
    assertTrue(demo.out().contains("\n1  sample  builtin "), demo.out());
    assertTrue(demo.out().contains("leaderboard page: " + DemoRun.OUT.resolve("leaderboard.html") + "\n"),
        demo.out());
    assertTrue(Files.isRegularFile(DemoRun.OUT.resolve("leaderboard.html")));
    assertTrue(demo.err().contains("runs 195/195 (0 running, 0 failed)"), demo.err());
    assertFalse(demo.err().contains("warning"), demo.err());
  }

  @Test
  void evolvingBeatsBaseInTheOrderTheSamplesPromise() throws Exception {
    DemoRun.output();
    JsonNode row = JSON.readTree(DemoRun.OUT.resolve("leaderboard.json").toFile()).at("/rows/0");
    assertTrue(row.get("complete").asBoolean(), row.toString());
    double base = value(row, "base_acc");
    double self = value(row, "self_acc");
    double fewshot = value(row, "fewshot_acc");
    double reflect = value(row, "reflect3_acc");
    assertTrue(base < self, "base " + base + " < self " + self);
    assertTrue(self <= fewshot, "self " + self + " <= fewshot " + fewshot);
    assertTrue(reflect > base, "reflect-3 " + reflect + " > base " + base);
    // The leaderboard's numbers are the mean over the evaluation folders' results.json.
    for (String mode : List.of("base", "self", "fewshot", "reflect-3")) {
      double sum = 0;
      for (String sub : PAIRED) {
        sum += results(sub).at("/modes/" + mode + "/acc").asDouble();
      }
      assertEquals(sum / 3, value(row, mode.replace("-", "") + "_acc"), 1e-12, mode);
    }
    JsonNode words = results("word-count");
    assertEquals(List.of("base"), names(words.get("modes")), "a test-only benchmark runs in base only");
  }

  @Test
  void eachModeLearnedFromWhatItWasShownAndSaysSo() throws Exception {
    DemoRun.output();
    for (String sub : PAIRED) {
      Path evolve = evaluation(sub).resolve("evolve");
      assertFalse(Files.exists(evolve.resolve("base")), "base does not evolve");
      Set<Long> seeds = new HashSet<>();
      for (String mode : List.of("self", "fewshot", "reflect-3")) {
        for (int attempt = 1; attempt <= 3; attempt++) {
          Path folder = evolve.resolve(mode).resolve(String.format("attempt-%02d", attempt));
          seeds.add(JSON.readTree(folder.resolve("evolve.json").toFile()).get("seed").asLong());
          JsonNode state = JSON.readTree(folder.resolve("state/state.json").toFile());
          Set<String> sources = new HashSet<>();
          state.get("beliefs").forEach(b -> sources.add(b.get("source").asText()));
          String where = sub + " " + mode + " " + attempt + ": " + sources;
          assertTrue(sources.contains("statement"), where); // every sub-benchmark states one convention in train
          assertEquals(mode.equals("fewshot"), sources.contains("reference"), where);
          assertEquals(false, mode.equals("self") && sources.contains("feedback"), where);
          if (mode.startsWith("reflect")) {
            assertEquals(3, JSON.readTree(folder.resolve("evolve.json").toFile()).get("rounds").size(), where);
          }
          String skill = Files.readString(folder.resolve("state/SKILL.md"));
          assertTrue(skill.startsWith("# What the sample agent learned"), where);
        }
      }
      assertEquals(9, seeds.size(), sub + ": every evolve attempt has its own seed");
    }
  }

  @Test
  void evaluationReadmesLinkTheirRuns() throws Exception {
    DemoRun.output();
    String readme = Files.readString(evaluation("invoice-totals").resolve("README.md"));
    String link = "runs/fewshot/CASE-001-inv-2011/attempt-01/";
    assertTrue(readme.contains("](" + link + ")"), readme);
    assertTrue(Files.isRegularFile(evaluation("invoice-totals").resolve(link).resolve("run.json")));
  }

  @Test
  void refusesAnOutputFolderThatIsNotADemos() throws Exception {
    Files.writeString(temp.resolve("notes.txt"), "mine");
    CommandOutput demo = CommandOutput.run("demo", "--out", temp.toString());
    assertEquals(1, demo.exitCode());
    assertEquals("floe: floe demo: " + temp + " exists and is not the output of a floe demo; choose another --out "
        + "(nothing was changed)\n", demo.err());
    assertEquals("mine", Files.readString(temp.resolve("notes.txt")));
  }

  @Test
  void aSecondDemoReplacesTheFirstsOutputAndLeavesOtherFilesAlone() throws Exception {
    assertEquals(0, CommandOutput.run("demo", "--out", temp.toString()).exitCode());
    Files.writeString(temp.resolve("notes.txt"), "what I saw in the first demo");
    Path stale = Files.writeString(temp.resolve("evaluations/stale.txt"), "from the first demo's folder");

    CommandOutput second = CommandOutput.run("demo", "--out", temp.toString());

    assertEquals(0, second.exitCode(), second.err());
    assertEquals("what I saw in the first demo", Files.readString(temp.resolve("notes.txt")));
    assertTrue(Files.notExists(stale), "the evaluations are the second demo's");
    assertTrue(Files.isRegularFile(temp.resolve("leaderboard.html")));
  }

  private static Path evaluation(String sub) {
    return DemoRun.OUT.resolve("evaluations").resolve(sub + "-sample-builtin-none");
  }

  private static JsonNode results(String sub) throws Exception {
    return JSON.readTree(evaluation(sub).resolve("results.json").toFile());
  }

  private static double value(JsonNode row, String column) {
    return row.at("/cells/" + column + "/value").asDouble();
  }

  private static List<String> names(JsonNode object) {
    List<String> out = new java.util.ArrayList<>();
    object.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
