package dev.floe.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.benchmark.GraderSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What counts as a grader's verdict and as a json-match answer: exactly what was written, and nothing more. */
class GraderVerdictTest {
  @TempDir Path temp;

  private final Grader grader = new Grader(Map.of("PATH", System.getenv("PATH")));

  @Test
  void aGraderThatLogsJsonLinesIsReadForItsLastOne() {
    Optional<JsonNode> verdict = Grader.lastJsonObject(
        "{\"check\": \"a\", \"score\": 1}\n{\"check\": \"b\", \"score\": 0}\n{\"score\": 0.5}\n");
    assertEquals(0.5, verdict.orElseThrow().get("score").asDouble());
    assertEquals(0.25, Grader.lastJsonObject("{\"event\": \"start\"}\n{\"score\": 0.25}").orElseThrow()
        .get("score").asDouble());
    assertEquals(0.75, Grader.lastJsonObject("{\"score\": 0.75}").orElseThrow().get("score").asDouble());
  }

  @Test
  void aVerdictWithAKeyTwiceIsNoVerdict() {
    assertEquals(Optional.empty(), Grader.lastJsonObject("{\"score\": 1, \"score\": 0}"));
  }

  @Test
  void anAnswerWithAnythingAfterItsJsonIsNoAnswer() throws Exception {
    assertEquals(Optional.of(Failure.NO_ANSWER), jsonMatch("{\"a\": 1}", "{\"a\": 1} this is not json").failure());
    assertEquals(Optional.of(Failure.NO_ANSWER), jsonMatch("{\"a\": 1}", "{\"a\": 1}{\"a\": 2}").failure());
    assertEquals(Optional.of(Failure.NO_ANSWER), jsonMatch("{\"a\": 1}", "{\"a\": 2, \"a\": 1}").failure());
    assertEquals(1.0, score(jsonMatch("{\"a\": 1}", "{\"a\": 1}\n")));
    // In the user's terms, without Jackson's advice on which feature to enable
    assertEquals("answer.json is not valid JSON: NaN is not a number JSON allows: numbers are finite",
        jsonMatch("{\"a\": 1}", "{\"a\": NaN}").detail());
  }

  @Test
  void anObjectIsNotAnArrayWhateverItsKeys() throws Exception {
    assertEquals(0.0, score(jsonMatch("{\"l\": [1, 2]}", "{\"l\": {\"0\": 1, \"1\": 2}}")));
    assertEquals(0.0, score(jsonMatch("{\"m\": {\"0\": 1}}", "{\"m\": [1]}")));
    assertEquals(1.0, score(jsonMatch("{\"l\": [1, 2], \"m\": {\"0\": 1}}", "{\"l\": [1, 2], \"m\": {\"0\": 1}}")));
  }

  @Test
  void aToleranceHoldsAsWrittenDespiteBinaryRounding() {
    JsonNode reference = Json.parse("{\"a\": 1.0, \"b\": 0.30, \"c\": 5}");
    // 1.1 - 1.0 is 0.10000000000000009 in binary, 0.31 - 0.30 is 0.010000000000000009
    assertEquals(2.0 / 3, JsonMatch.compare(reference, Json.parse("{\"a\": 1.1, \"b\": 0.31, \"c\": 5.2}"), 0.1)
        .score());
    assertEquals(1.0, JsonMatch.compare(Json.parse("{\"b\": 0.30}"), Json.parse("{\"b\": 0.31}"), 0.01).score());
    assertEquals(0.0, JsonMatch.compare(Json.parse("{\"b\": 0.30}"), Json.parse("{\"b\": 0.3101}"), 0.01).score());
    assertEquals(1.0, JsonMatch.compare(Json.parse("{\"s\": 0.3}"), Json.parse("{\"s\": 0.30000000000000004}"), 0)
        .score());
  }

  @Test
  void aHugeAnswerIsRefusedUnread() throws Exception {
    Path answers = Files.createDirectories(temp.resolve("answers"));
    Path answer = answers.resolve("answer.json");
    try (var file = new java.io.RandomAccessFile(answer.toFile(), "rw")) {
      file.setLength(Grader.MAX_ANSWER_BYTES + 1); // sparse: costs no disk
    }
    Grade grade = grader.grade(spec(), rubric("{\"a\": 1}"), answers, () -> temp, temp.resolve("log"));
    assertEquals(Optional.of(Failure.NO_ANSWER), grade.failure());
    assertEquals("answer.json is larger than 64 MiB, more than json-match reads", grade.detail());
  }

  private Grade jsonMatch(String reference, String answer) throws Exception {
    Path answers = Files.createDirectories(temp.resolve("answers"));
    Files.writeString(answers.resolve("answer.json"), answer);
    return grader.grade(spec(), rubric(reference), answers, () -> temp, temp.resolve("log"));
  }

  private Path rubric(String reference) throws Exception {
    Path rubric = Files.createDirectories(temp.resolve("rubric"));
    Files.writeString(rubric.resolve("expected.json"), reference);
    return rubric;
  }

  private static GraderSpec spec() {
    return new GraderSpec(GraderSpec.Kind.JSON_MATCH, List.of(), "answer.json", 60, Optional.of("expected.json"), 0);
  }

  private static double score(Grade grade) {
    return grade.score().orElseThrow(() -> new AssertionError(grade.detail())).value();
  }
}
