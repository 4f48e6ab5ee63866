package dev.floe.regrade;

import java.nio.file.Path;

/** One attempt whose grade changed on regrading: before and after, as {@code run.json} would show them. */
public record ScoreChange(Path evaluation, String mode, String caseId, int attempt, String before, String after) {
  @Override
  public String toString() {
    return evaluation.getFileName() + " " + mode + " " + caseId + " attempt " + attempt + ": " + before + " -> " + after;
  }
}
