package dev.floe.expressions.syntax;

import java.util.List;

/** A path such as {@code base.acc} or {@code `reflect-3`.acc}: one metric of every sub-benchmark of a row. */
public record Variable(List<String> segments) implements Node {

  /** Copies the segments and checks each is a name the printer can write back. */
  public Variable {
    segments = List.copyOf(segments);
    if (segments.isEmpty()) {
      throw new IllegalArgumentException("a path has at least one name");
    }
    segments.forEach(Identifier::requireValid);
  }

  /** The path in dotted form with backticks removed, as variables are looked up: {@code reflect-3.acc}. */
  public String path() {
    return String.join(".", segments);
  }
}
