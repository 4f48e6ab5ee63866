package dev.floe.expressions.syntax;

/** A number written in an expression; never negative, because {@code -2} parses as the negation of 2. */
public record Literal(double value) implements Node {

  /** Rejects what the parser can never produce, so every literal prints to text that parses back to it. */
  public Literal {
    if (!Double.isFinite(value) || value < 0) {
      throw new IllegalArgumentException("a literal is a finite number >= 0, got " + value);
    }
    // -0.0 and 0.0 print alike; folding them keeps structural equality in line with the printed text.
    value = value + 0.0;
  }
}
