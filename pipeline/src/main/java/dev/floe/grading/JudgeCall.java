package dev.floe.grading;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One judge call, with private copies of what the judge may read: the case's {@code rubric/}, its statement and the
 * answer folder, made after the agent has finished; the agent under test never sees any of them, nor the verdict.
 *
 * @param sample 1-based, of {@code --judge-samples}
 * @param rubricMaximum the maximum the rubric states ("max 100 points"), when it states one
 * @param workDir a fresh folder: the judge's cwd, where it may leave {@code usage.json}
 * @param log receives everything the judge prints besides its verdict
 */
public record JudgeCall(
    String benchmark,
    String caseId,
    int sample,
    Path rubricDir,
    Path taskDir,
    Path answerDir,
    Path workDir,
    OptionalDouble rubricMaximum,
    Optional<Duration> timeout,
    Path log) {

  public JudgeCall {
    Objects.requireNonNull(benchmark, "benchmark");
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(rubricDir, "rubricDir");
    Objects.requireNonNull(taskDir, "taskDir");
    Objects.requireNonNull(answerDir, "answerDir");
    Objects.requireNonNull(workDir, "workDir");
    Objects.requireNonNull(rubricMaximum, "rubricMaximum");
    Objects.requireNonNull(timeout, "timeout");
    Objects.requireNonNull(log, "log");
  }
}
