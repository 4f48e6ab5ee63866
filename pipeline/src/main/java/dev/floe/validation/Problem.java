package dev.floe.validation;

import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;

/**
 * One problem found in a benchmark repository: where ({@code file} relative to the repository root, with
 * {@code /}; line and column from 1, 0 when unknown), what is wrong, and what would be right.
 */
public record Problem(Severity severity, String file, int line, int column, String message, Optional<String> expected) {

  /** Problems in reading order: by file, then line, then column. */
  public static final Comparator<Problem> READING_ORDER =
      Comparator.comparing(Problem::file)
          .thenComparingInt(Problem::line)
          .thenComparingInt(Problem::column)
          .thenComparing(Problem::message);

  public Problem {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(expected, "expected");
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("line and column are >= 0");
    }
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /**
   * The one-line form {@code path:line:column: error: what is wrong (what would be right)}; {@code prefix} is how
   * the user named the repository, so that the path can be opened from where they stand.
   */
  public String render(String prefix) {
    StringBuilder out = new StringBuilder();
    out.append(file.isEmpty() ? prefix : join(prefix, file));
    if (line > 0) {
      out.append(':').append(line);
      if (column > 0) {
        out.append(':').append(column);
      }
    }
    out.append(": ").append(severity.label()).append(": ").append(message);
    expected.ifPresent(e -> out.append(" (").append(e).append(')'));
    return out.toString();
  }

  private static String join(String prefix, String file) {
    if (prefix.isEmpty() || prefix.equals(".")) {
      return file;
    }
    return prefix.endsWith("/") ? prefix + file : prefix + "/" + file;
  }
}
