package dev.floe.expressions.syntax;

import dev.floe.expressions.ExpressionException;
import java.util.ArrayList;
import java.util.List;

/** Splits an expression into tokens; every problem becomes an {@link ExpressionException} at its character. */
final class Lexer {

  private final String source;
  private final List<Token> tokens = new ArrayList<>();
  private int at;

  private Lexer(String source) {
    this.source = source;
  }

  /** The tokens of {@code source}, ending with one {@link Token.Kind#END} token at its length. */
  static List<Token> tokenize(String source) {
    Lexer lexer = new Lexer(source);
    lexer.run();
    return lexer.tokens;
  }

  private void run() {
    while (at < source.length()) {
      char c = source.charAt(at);
      if (Character.isWhitespace(c)) {
        at++;
      } else if (isDigit(c)) {
        number();
      } else if (Identifier.isStart(c)) {
        name();
      } else if (c == '`') {
        quotedName();
      } else {
        symbol(c);
      }
    }
    tokens.add(new Token(Token.Kind.END, "", Double.NaN, at, at));
  }

  private void number() {
    int start = at;
    digits();
    if (at < source.length() && source.charAt(at) == '.') {
      at++;
      if (!digitAt(at)) {
        throw new ExpressionException("expected a digit after '.'", source, at);
      }
      digits();
    }
    if (at < source.length() && (source.charAt(at) == 'e' || source.charAt(at) == 'E')) {
      at++;
      if (at < source.length() && (source.charAt(at) == '+' || source.charAt(at) == '-')) {
        at++;
      }
      if (!digitAt(at)) {
        throw new ExpressionException("expected a digit in the exponent", source, at);
      }
      digits();
    }
    String text = source.substring(start, at);
    double value = Double.parseDouble(text);
    if (Double.isInfinite(value)) {
      throw new ExpressionException("number " + text + " is too large", source, start);
    }
    tokens.add(new Token(Token.Kind.NUMBER, text, value, start, at));
  }

  private void digits() {
    while (digitAt(at)) {
      at++;
    }
  }

  private boolean digitAt(int index) {
    return index < source.length() && isDigit(source.charAt(index));
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void name() {
    int start = at;
    while (at < source.length() && Identifier.isPart(source.charAt(at))) {
      at++;
    }
    String text = source.substring(start, at);
    tokens.add(new Token(Token.Kind.NAME, text, Double.NaN, start, at));
  }

  private void quotedName() {
    int start = at;
    int close = at + 1;
    while (close < source.length() && source.charAt(close) != '`') {
      char c = source.charAt(close);
      if (c == '\n' || c == '\r') {
        break;
      }
      close++;
    }
    if (close >= source.length() || source.charAt(close) != '`') {
      throw new ExpressionException("unclosed '`': a quoted name ends with '`' on the same line", source, start);
    }
    if (close == start + 1) {
      throw new ExpressionException("empty quoted name", source, start);
    }
    at = close + 1;
    tokens.add(new Token(Token.Kind.NAME, source.substring(start + 1, close), Double.NaN, start, at));
  }

  private void symbol(char c) {
    Token.Kind kind = switch (c) {
      case '+' -> Token.Kind.PLUS;
      case '-' -> Token.Kind.MINUS;
      case '*' -> Token.Kind.STAR;
      case '/' -> Token.Kind.SLASH;
      case '^' -> Token.Kind.CARET;
      case '(' -> Token.Kind.LEFT;
      case ')' -> Token.Kind.RIGHT;
      case ',' -> Token.Kind.COMMA;
      case '.' -> Token.Kind.DOT;
      default -> throw unexpected();
    };
    tokens.add(new Token(kind, String.valueOf(c), Double.NaN, at, at + 1));
    at++;
  }

  private ExpressionException unexpected() {
    int codePoint = source.codePointAt(at);
    // Invisible characters (controls, a non-breaking space pasted from a document) are shown by number.
    boolean invisible = Character.isISOControl(codePoint) || !Character.isDefined(codePoint)
        || Character.isSpaceChar(codePoint) || Character.getType(codePoint) == Character.FORMAT;
    String shown = invisible
        ? String.format("U+%04X", codePoint)
        : "'" + new String(Character.toChars(codePoint)) + "'";
    String hint = "<>=!".indexOf(codePoint) >= 0 ? "comparisons are not part of the expression language" : null;
    return new ExpressionException("unexpected character " + shown, source, at, hint);
  }
}
