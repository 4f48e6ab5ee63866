package dev.floe.expressions.syntax;

import java.util.Objects;

/** Unary minus: {@code -operand}. */
public record Negation(Node operand) implements Node {

  /** Rejects a missing operand. */
  public Negation {
    Objects.requireNonNull(operand, "operand");
  }
}
