package dev.floe.agent;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.process.ProcessOutcome;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * An agent that answers with prepared answers: {@code solve} copies {@code <answers>/<sub-benchmark>/<case>/}
 * (or its {@code attempt-<nn>/} folder when there is one) into the answer folder; {@code evolve} learns nothing.
 * It checks a pipeline, a grader or a converted benchmark against known answers without a model.
 */
public final class ReplayAgent implements Agent {
  private final Path answers;

  public ReplayAgent(Path answers) {
    this.answers = answers;
  }

  @Override
  public AgentOutcome run(Invocation invocation) throws InterruptedException {
    long start = System.nanoTime();
    int exit = 0;
    try {
      if (invocation.phase() == Phase.SOLVE) {
        Path prepared = answers.resolve(invocation.subBenchmark()).resolve(invocation.caseId().orElseThrow());
        Path perAttempt = prepared.resolve(EvaluationFolder.attemptName(invocation.attempt()));
        Path source = Files.isDirectory(perAttempt) ? perAttempt : prepared;
        if (Files.isDirectory(source)) {
          FolderCopy.copy(source, invocation.answerDir().orElseThrow());
          log(invocation, "replay: copied " + source + "\n");
        } else {
          log(invocation, "replay: no prepared answer at " + prepared + "; the answer folder stays empty\n");
        }
      }
    } catch (IOException e) {
      log(invocation, "replay: " + e.getMessage() + "\n");
      exit = 1;
    }
    return new AgentOutcome(
        new ProcessOutcome(exit, false, (System.nanoTime() - start) / 1_000_000, Optional.empty()), Optional.empty());
  }

  private static void log(Invocation invocation, String line) {
    try {
      Files.writeString(invocation.log(), line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      // the log is best effort; the outcome does not depend on it
    }
  }
}
