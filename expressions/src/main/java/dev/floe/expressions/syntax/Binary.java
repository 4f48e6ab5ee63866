package dev.floe.expressions.syntax;

import java.util.Objects;

/** An arithmetic operation on two operands, element by element when either is a vector. */
public record Binary(Operator operator, Node left, Node right) implements Node {

  /** Rejects missing parts. */
  public Binary {
    Objects.requireNonNull(operator, "operator");
    Objects.requireNonNull(left, "left");
    Objects.requireNonNull(right, "right");
  }
}
