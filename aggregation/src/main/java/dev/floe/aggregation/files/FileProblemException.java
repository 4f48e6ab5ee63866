package dev.floe.aggregation.files;

import java.util.List;

/**
 * Input the user must fix: each problem names its file, the place in it where known, and what is
 * wrong. Callers show the message as it is.
 */
public final class FileProblemException extends RuntimeException {
  private static final int SHOWN = 20;
  private final List<String> problems;

  public FileProblemException(String problem) {
    this(List.of(problem));
  }

  public FileProblemException(String problem, Throwable cause) {
    super(problem, cause);
    this.problems = List.of(problem);
  }

  public FileProblemException(List<String> problems) {
    super(describe(problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a problem report needs at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, in the order found. */
  public List<String> problems() {
    return problems;
  }

  private static String describe(List<String> problems) {
    if (problems.size() == 1) {
      return problems.get(0);
    }
    StringBuilder text = new StringBuilder(problems.size() + " problems:");
    problems.stream().limit(SHOWN).forEach(p -> text.append("\n  ").append(p));
    if (problems.size() > SHOWN) {
      text.append("\n  ... and ").append(problems.size() - SHOWN).append(" more");
    }
    return text.toString();
  }
}
