package dev.floe.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.JudgeRecord;
import dev.floe.benchmark.GraderSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sampling a judge: the score is the mean of the samples and their spread is kept; a verdict is read by SPEC §1.1's
 * rule, against the rubric's stated maximum when it gives none; a failing sample fails the grade by name, with the
 * other samples kept; the judge only ever sees copies.
 */
class JudgeGradingTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path temp;
  private Path rubric;
  private Path statement;
  private Path answers;

  @BeforeEach
  void stage() throws Exception {
    rubric = Files.createDirectories(temp.resolve("rubric"));
    Files.writeString(rubric.resolve("README.md"), "# Rubric\n\nScoring standard, max 10 points.\n");
    statement = Files.createDirectories(temp.resolve("statement"));
    Files.writeString(statement.resolve("README.md"), "# Task\n");
    answers = Files.createDirectories(temp.resolve("answers"));
    Files.writeString(answers.resolve("answer.md"), "my essay\n");
  }

  @Test
  void theScoreIsTheMeanOfTheSamplesAndTheirSpreadIsKept() throws Exception {
    List<Integer> points = List.of(5, 7, 9);
    Grade grade = grade((call, n) -> JudgeReply.verdict(json("{\"score\": " + points.get(call.sample() - 1)
        + ", \"reason\": \"r\"}"), Optional.of(json("{\"input_tokens\": 10, \"cost_usd\": 0.5}"))), 3, 1);
    assertEquals(0.7, grade.score().orElseThrow().value(), 1e-12);
    assertEquals("judge: mean of 3 samples", grade.score().get().rule());
    JudgeRecord record = grade.judge().orElseThrow();
    assertEquals(List.of(0.5, 0.7, 0.9), record.samples().stream().map(s -> s.score()).toList());
    JudgeRecord.Spread spread = record.spread().orElseThrow();
    assertEquals(Math.sqrt((0.04 + 0 + 0.04) / 3), spread.std(), 1e-12, "population std");
    assertEquals(0.5, spread.min(), 1e-12);
    assertEquals(0.9, spread.max(), 1e-12);
    assertEquals(30.0, record.usage().figures().get("input_tokens"), 0);
    assertEquals(1.5, record.usage().figures().get("cost_usd"), 1e-12);
  }

  @ParameterizedTest(name = "{0} with the rubric's max 10 -> {1} by {2}")
  @CsvSource(delimiter = '|', value = {
      "{\"score\": 7}| 0.7| score/rubric maximum",
      "{\"score\": 7, \"max_score\": 20}| 0.35| score/max_score",
      "{\"score\": 0.7}| 0.7| score",
      "{\"score\": 1}| 0.1| score/rubric maximum",
      "{\"normalized_score\": 0.25, \"score\": 9}| 0.25| normalized_score",
  })
  void aVerdictIsReadByTheRuleAgainstTheRubricsMaximum(String verdict, double expected, String rule)
      throws Exception {
    ScoreReading.Score score = JudgeGrading.read(json(verdict), OptionalDouble.of(10)).orElseThrow();
    assertEquals(expected, score.value(), 1e-12);
    assertEquals(rule, score.rule());
  }

  @Test
  void withoutAStatedMaximumARawPointCountIsUnreadable() throws Exception {
    assertTrue(JudgeGrading.read(json("{\"score\": 7}"), OptionalDouble.empty()).isEmpty());
    assertTrue(JudgeGrading.read(json("{\"score\": 12}"), OptionalDouble.of(10)).isEmpty(), "12 of 10 points");
  }

  @Test
  void aFailingSampleFailsTheGradeByNameAndTheOthersAreKept() throws Exception {
    Grade grade = grade((call, n) -> call.sample() == 2
        ? JudgeReply.failed(Failure.JUDGE_ERROR, "HTTP 503", Optional.empty())
        : JudgeReply.verdict(json("{\"score\": 8}"), Optional.empty()), 3, 2);
    assertEquals(Optional.of(Failure.JUDGE_ERROR), grade.failure());
    assertTrue(grade.score().isEmpty());
    assertEquals("judge sample 2 of 3: HTTP 503 (after 2 tries)", grade.detail());
    JudgeRecord record = grade.judge().orElseThrow();
    assertEquals(3, record.samples().size(), "the samples that scored are kept");
    assertEquals(0.8, record.samples().get(2).score(), 1e-12);
    assertEquals(2, record.samples().get(1).tries());
    assertTrue(record.mean().isEmpty(), "no mean over fewer samples");
  }

  @Test
  void theJudgeGetsFreshCopiesForEveryCall() throws Exception {
    List<Path> seen = new ArrayList<>();
    grade((call, n) -> {
      seen.add(call.answerDir());
      try {
        assertEquals("my essay\n", Files.readString(call.answerDir().resolve("answer.md")), "a fresh copy");
        Files.writeString(call.answerDir().resolve("answer.md"), "tampered");
        Files.writeString(call.rubricDir().resolve("README.md"), "tampered");
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      return JudgeReply.verdict(json("{\"score\": 1.0}"), Optional.empty());
    }, 2, 1);
    assertEquals(2, seen.stream().distinct().count());
    assertTrue(seen.stream().noneMatch(p -> p.startsWith(answers)));
    assertEquals("my essay\n", Files.readString(answers.resolve("answer.md")));
    assertTrue(Files.readString(rubric.resolve("README.md")).contains("max 10 points"));
  }

  @Test
  void anEmptyAnswerFolderOrAMissingNamedFileIsNoAnswerAndNoJudgeIsCalled() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    Judge counting = call -> {
      calls.incrementAndGet();
      return JudgeReply.verdict(json("{\"score\": 1.0}"), Optional.empty());
    };
    Path empty = Files.createDirectories(temp.resolve("empty"));
    Grade none = new JudgeGrading(counting, 1, 1, 10).grade(new JudgeGrading.Subject("b", "CASE-001-a",
        GraderSpec.judgeOfWholeFolder(), rubric, statement, empty), scratch(), temp.resolve("log"));
    assertEquals(Optional.of(Failure.NO_ANSWER), none.failure());
    GraderSpec named = new GraderSpec(GraderSpec.Kind.JUDGE, List.of(), "report.pdf", 60, Optional.empty(), 0);
    Grade missing = new JudgeGrading(counting, 1, 1, 10).grade(new JudgeGrading.Subject("b", "CASE-001-a", named,
        rubric, statement, answers), scratch(), temp.resolve("log"));
    assertEquals("the agent wrote no report.pdf", missing.detail());
    assertEquals(0, calls.get());
  }

  private interface Script {
    JudgeReply reply(JudgeCall call, int n);
  }

  private Grade grade(Script script, int samples, int maxTries) throws Exception {
    AtomicInteger n = new AtomicInteger();
    Judge judge = call -> script.reply(call, n.getAndIncrement());
    return new JudgeGrading(judge, samples, maxTries, 10).grade(new JudgeGrading.Subject("b", "CASE-001-a",
        GraderSpec.judgeOfWholeFolder(), rubric, statement, answers), scratch(), temp.resolve("log"));
  }

  private Path scratch() throws Exception {
    return Files.createTempDirectory(temp, "scratch");
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (Exception e) {
      throw new IllegalArgumentException(e);
    }
  }
}
