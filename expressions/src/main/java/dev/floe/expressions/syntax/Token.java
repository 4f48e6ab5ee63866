package dev.floe.expressions.syntax;

/** One lexical unit of an expression, with the characters {@code [start, end)} it was read from. */
record Token(Kind kind, String text, double number, int start, int end) {

  /** What a token is. */
  enum Kind { NUMBER, NAME, PLUS, MINUS, STAR, SLASH, CARET, LEFT, RIGHT, COMMA, DOT, END }
}
