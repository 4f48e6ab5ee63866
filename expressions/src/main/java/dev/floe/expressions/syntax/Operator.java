package dev.floe.expressions.syntax;

/** The binary arithmetic operators, with the precedence the grammar gives them. */
public enum Operator {
  PLUS('+', 1),
  MINUS('-', 1),
  TIMES('*', 2),
  DIVIDE('/', 2),
  POWER('^', 3);

  private final char symbol;
  private final int precedence;

  Operator(char symbol, int precedence) {
    this.symbol = symbol;
    this.precedence = precedence;
  }

  /** The character that writes this operator. */
  public char symbol() {
    return symbol;
  }

  /** Higher binds tighter: sums 1, products 2, powers 3. */
  public int precedence() {
    return precedence;
  }

  /** Only {@code ^} groups to the right: {@code 2 ^ 3 ^ 2} is {@code 2 ^ (3 ^ 2)}. */
  public boolean rightAssociative() {
    return this == POWER;
  }
}
