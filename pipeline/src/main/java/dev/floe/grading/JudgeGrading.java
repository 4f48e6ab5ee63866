package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.JudgeRecord;
import dev.floe.aggregation.evaluation.JudgeSample;
import dev.floe.aggregation.evaluation.Usage;
import dev.floe.benchmark.GraderSpec;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/**
 * Grades one answer with the judge: {@code samples} independent verdicts, each from private copies of the rubric,
 * the statement and the answer made for that call, each retried up to {@code maxTries} times when the judge fails
 * ({@code judge_error}, {@code judge_timeout}, {@code unparseable_score}). The score is the mean of the samples; a
 * sample that still fails fails the grade, by name, with the other samples kept: never a 0, never a dropped sample.
 */
public final class JudgeGrading {
  private final Judge judge;
  private final int samples;
  private final int maxTries;
  private final Optional<Duration> timeout;

  public JudgeGrading(Judge judge, int samples, int maxTries, double timeoutSeconds) {
    if (samples < 1 || maxTries < 1) {
      throw new IllegalArgumentException("a judge gives 1 or more samples in 1 or more tries");
    }
    this.judge = judge;
    this.samples = samples;
    this.maxTries = maxTries;
    this.timeout = timeoutSeconds > 0 ? Optional.of(Duration.ofMillis(Math.round(timeoutSeconds * 1000)))
        : Optional.empty();
  }

  /** What the judge grades: a case (its rubric and statement in the repository) and the kept answer folder. */
  public record Subject(String benchmark, String caseId, GraderSpec spec, Path rubricDir, Path statementDir,
      Path answers) {}

  /** Grades; {@code scratch} is an empty private folder the caller deletes; {@code log} gets the judge's output. */
  public Grade grade(Subject subject, Path scratch, Path log) throws IOException, InterruptedException {
    if (!subject.spec().wholeAnswerFolder()) {
      if (!Files.isRegularFile(subject.answers().resolve(subject.spec().answer()))) {
        return Grade.failed(Failure.NO_ANSWER, "the agent wrote no " + subject.spec().answer());
      }
    } else if (isEmpty(subject.answers())) {
      return Grade.failed(Failure.NO_ANSWER, "the agent wrote nothing in its answer folder");
    }
    OptionalDouble maximum = RubricMaximum.of(subject.rubricDir());
    List<JudgeSample> verdicts = new ArrayList<>();
    for (int sample = 1; sample <= samples; sample++) {
      verdicts.add(sample(subject, sample, maximum, scratch, log));
    }
    return Grade.judged(new JudgeRecord(verdicts), samples);
  }

  private JudgeSample sample(Subject subject, int sample, OptionalDouble maximum, Path scratch, Path log)
      throws IOException, InterruptedException {
    long started = System.nanoTime();
    Map<String, Double> usage = new LinkedHashMap<>();
    Failure failure = null;
    String detail = null;
    JsonNode raw = null;
    for (int tryNumber = 1; tryNumber <= maxTries; tryNumber++) {
      append(log, "--- floe: judge sample " + sample + ", try " + tryNumber + " ---\n");
      Path dir = scratch.resolve("judge-" + sample + "-" + tryNumber);
      JudgeReply reply;
      try {
        JudgeCall call = new JudgeCall(subject.benchmark(), subject.caseId(), sample,
            copy(subject.rubricDir(), dir.resolve("rubric")), copy(subject.statementDir(), dir.resolve("task")),
            copy(subject.answers(), dir.resolve("answer")), Files.createDirectories(dir.resolve("work")), maximum,
            timeout, log);
        reply = judge.judge(call);
      } finally {
        FolderCopy.delete(dir);
      }
      reply.usage().ifPresent(u -> Usage.fromJson(u).figures().forEach((k, v) -> usage.merge(k, v, Double::sum)));
      if (reply.verdict().isPresent()) {
        raw = reply.verdict().get();
        Optional<ScoreReading.Score> score = read(raw, maximum);
        if (score.isPresent()) {
          append(log, "floe: judge sample " + sample + ": " + score.get().value() + " (" + score.get().rule() + ")\n");
          return JudgeSample.scored(sample, score.get().value(), score.get().rule(), tryNumber, elapsedMs(started),
              raw, Usage.of(usage));
        }
        failure = Failure.UNPARSEABLE_SCORE;
        detail = "no score in [0, 1] in the judge's verdict" + (maximum.isPresent()
            ? " (the rubric states a maximum of " + ScoreText.of(maximum.getAsDouble()) + ")"
            : " (it has no max_score, and the rubric states no maximum)");
      } else {
        raw = null;
        failure = reply.failure().get();
        detail = reply.detail();
      }
      append(log, "floe: judge sample " + sample + ", try " + tryNumber + ": " + failure.jsonName() + ": " + detail
          + "\n");
    }
    return JudgeSample.failed(sample, failure, detail + " (after " + maxTries + (maxTries == 1 ? " try)" : " tries)"),
        maxTries, elapsedMs(started), raw, Usage.of(usage));
  }

  /**
   * The score of a verdict by SPEC §1.1's rule; a verdict without a {@code max_score} is read against the maximum the
   * rubric states, so that "7" under "max 10 points" is 0.7, not unreadable.
   */
  static Optional<ScoreReading.Score> read(JsonNode verdict, OptionalDouble rubricMaximum) {
    JsonNode max = verdict.get("max_score");
    if ((max == null || !max.isNumber()) && rubricMaximum.isPresent()) {
      ObjectNode filled = verdict.deepCopy();
      filled.put("max_score", rubricMaximum.getAsDouble());
      return ScoreReading.read(filled).map(s -> s.rule().equals("score/max_score")
          ? new ScoreReading.Score(s.value(), "score/rubric maximum") : s);
    }
    return ScoreReading.read(verdict);
  }

  private static Path copy(Path source, Path target) throws IOException {
    if (Files.isDirectory(source)) {
      FolderCopy.copy(source, target);
    } else {
      Files.createDirectories(target);
    }
    return target;
  }

  private static boolean isEmpty(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return true;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      return files.noneMatch(Files::isRegularFile);
    }
  }

  private static void append(Path log, String text) throws IOException {
    Files.writeString(log, text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  private static long elapsedMs(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
