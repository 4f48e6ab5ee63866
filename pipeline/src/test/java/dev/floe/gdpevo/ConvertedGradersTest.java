package dev.floe.gdpevo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.grading.Grade;
import dev.floe.grading.Grader;
import dev.floe.grading.ScoreReading;
import dev.floe.staging.FolderCopy;
import dev.floe.validation.RepositoryReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The converted layout works for GDPevo's graders, with real processes: each case's grader.toml command, run in a
 * copy of its rubric/, scores the reference answer 1.0 and {@code {}} 0, read by SPEC §1.1's rule.
 */
class ConvertedGradersTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  // Which of GDPevo's score shapes each fixture grader prints, as the normalization rule names them.
  private static final Map<String, String> RULES = Map.of(
      "gdpevo-warehouse-stock-reconciliation-train/CASE-001-train-001", "score",
      "gdpevo-warehouse-stock-reconciliation-train/CASE-002-train-002", "total_score",
      "gdpevo-warehouse-stock-reconciliation-test/CASE-001-test-001", "score/max_score",
      "gdpevo-warehouse-stock-reconciliation-test/CASE-002-test-002", "normalized_score",
      "gdpevo-ledger-close-checks-train/CASE-001-train-001", "score_fraction",
      "gdpevo-ledger-close-checks-test/CASE-001-test-001", "score_fraction");

  @TempDir static Path dir;
  static List<Case> cases;

  @BeforeAll
  static void convert() throws Exception {
    Path repo = dir.resolve("repo");
    GdpevoFixture.convert(repo);
    cases = RepositoryReader.read(repo).repository().orElseThrow().benchmarks().stream()
        .map(Benchmark::cases).flatMap(List::stream).toList();
  }

  @Test
  void everyGraderScoresItsReferenceOneAndAnEmptyAnswerZero() throws Exception {
    assertEquals(RULES.size(), cases.size());
    Path empty = Files.writeString(dir.resolve("empty.json"), "{}");
    for (Case c : cases) {
      String name = c.folder().getParent().getFileName() + "/" + c.id();
      Path reference = c.rubric().resolve("reference/answer.json");
      Run full = run(c, reference, "full-" + c.id() + c.folder().getParent().getFileName());
      Run none = run(c, empty, "empty-" + c.id() + c.folder().getParent().getFileName());
      assertEquals(new ScoreReading.Score(1.0, RULES.get(name)), full.score, name + ": " + full.output);
      assertEquals(0.0, none.score.value(), name + ": " + none.output);
      assertEquals(0, full.exitCode, name);
      // test_002's grader exits 1 below a full score and still prints its JSON: the score counts.
      assertEquals(name.endsWith("test/CASE-002-test-002") ? 1 : 0, none.exitCode, name + ": " + none.output);
    }
  }

  @Test
  void floesOwnGraderCountsAScorePrintedWithExitCodeOne() throws Exception {
    // One case is enough here: Python starts slowly on a loaded machine, and the loop above ran every grader.
    Case c = cases.stream().filter(k -> k.id().equals("CASE-002-test-002")).findFirst().orElseThrow();
    Path answers = Files.createDirectories(dir.resolve("answers"));
    Files.writeString(answers.resolve("answer.json"), "{}");
    Path scratch = Files.createDirectories(dir.resolve("scratch"));
    Grade grade = new Grader(environment()).grade(c.grader().orElseThrow(), c.rubric(), answers, () -> scratch,
        scratch.resolve("log"));
    assertEquals(new ScoreReading.Score(0.0, "normalized_score"), grade.score().orElseThrow(), grade.detail());
  }

  private record Run(ScoreReading.Score score, int exitCode, String output) {}

  /** Runs the case's grader command on {@code answer} in a private copy of its rubric, as SPEC §1.1 says. */
  private static Run run(Case c, Path answer, String copyName) throws Exception {
    GraderSpec spec = c.grader().orElseThrow();
    Path rubric = dir.resolve(copyName);
    FolderCopy.copy(c.rubric(), rubric);
    List<String> command = spec.command().stream()
        .map(arg -> arg.replace("{answer}", answer.toAbsolutePath().toString())).toList();
    Process process = new ProcessBuilder(command).directory(rubric.toFile()).redirectErrorStream(false).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    int exit = process.waitFor();
    JsonNode verdict = JSON.readTree(output.lines().reduce((a, b) -> b).orElse(""));
    ScoreReading.Score score = ScoreReading.read(verdict).orElseThrow(() -> new AssertionError(output));
    assertTrue(exit == 0 || exit == 1, output);
    return new Run(score, exit, output);
  }

  private static Map<String, String> environment() {
    Map<String, String> env = new HashMap<>();
    for (String name : List.of("PATH", "HOME", "LANG", "TMPDIR")) {
      String value = System.getenv(name);
      if (value != null) {
        env.put(name, value);
      }
    }
    return env;
  }
}
