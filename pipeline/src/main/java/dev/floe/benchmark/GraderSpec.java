package dev.floe.benchmark;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a case is graded by machine: its {@code rubric/grader.toml} (SPEC §1.1). {@code command} and
 * {@code reference} are relative to {@code rubric/}; {@code answer} is the file of the answer folder that is graded.
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

  public GraderSpec {
    Objects.requireNonNull(kind, "kind");
    command = List.copyOf(command);
    Objects.requireNonNull(answer, "answer");
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
