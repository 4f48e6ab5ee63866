package dev.floe.benchmark;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a case is graded: its {@code rubric/grader.toml} (SPEC §1.1). {@code command} and {@code reference} are relative
 * to {@code rubric/}; {@code answer} is the file of the answer folder that is graded, or for a judge, empty when the
 * judge reads the whole answer folder.
 */
public record GraderSpec(
    Kind kind,
    List<String> command,
    String answer,
    double timeoutSeconds,
    Optional<String> reference,
    double tolerance) {

  /** The grader kinds of SPEC §1.1. */
  public enum Kind {
    COMMAND("command"),
    JSON_MATCH("json-match"),
    JUDGE("judge");

    private final String tomlName;

    Kind(String tomlName) {
      this.tomlName = tomlName;
    }

    public String tomlName() {
      return tomlName;
    }

    public static Optional<Kind> fromToml(String text) {
      for (Kind kind : values()) {
        if (kind.tomlName.equals(text)) {
          return Optional.of(kind);
        }
      }
      return Optional.empty();
    }
  }

  public static final String FILE = "grader.toml";
  public static final String DEFAULT_ANSWER = "answer.json";
  public static final double DEFAULT_TIMEOUT_SECONDS = 60;

  /** How a case without {@code grader.toml} is graded: by the judge, which reads the whole answer folder. */
  public static GraderSpec judgeOfWholeFolder() {
    return new GraderSpec(Kind.JUDGE, List.of(), "", DEFAULT_TIMEOUT_SECONDS, Optional.empty(), 0);
  }

  /** Whether the judge reads the whole answer folder rather than one named file (judges only). */
  public boolean wholeAnswerFolder() {
    return answer.isEmpty();
  }

  public GraderSpec {
    Objects.requireNonNull(kind, "kind");
    command = List.copyOf(command);
    Objects.requireNonNull(answer, "answer");
    if (answer.isEmpty() && kind != Kind.JUDGE) {
      throw new IllegalArgumentException("only a judge grades the whole answer folder; other graders name a file");
    }
    Objects.requireNonNull(reference, "reference");
    if (kind == Kind.COMMAND && command.isEmpty()) {
      throw new IllegalArgumentException("a command grader needs a command");
    }
    if (kind == Kind.JSON_MATCH && reference.isEmpty()) {
      throw new IllegalArgumentException("a json-match grader needs a reference");
    }
    if (!(timeoutSeconds > 0) || !(tolerance >= 0)) {
      throw new IllegalArgumentException("timeout must be > 0 and tolerance >= 0");
    }
  }
}
