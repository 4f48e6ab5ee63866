package dev.floe.expressions.syntax;

import dev.floe.expressions.ExpressionException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Recursive-descent parser for the grammar of SPEC.md §5:
 * <pre>
 * sum     := product (('+' | '-') product)*
 * product := power (('*' | '/') power)*
 * power   := unary ('^' power)?
 * unary   := '-' unary | primary
 * primary := NUMBER | path | call | '(' sum ')'
 * call    := NAME '(' [sum (',' sum)*] ')'
 * path    := NAME ('.' NAME)*
 * </pre>
 * As the grammar says, unary minus binds tighter than {@code ^}: {@code -2 ^ 2} is {@code (-2) ^ 2}.
 */
public final class Parser {

  /**
   * The deepest a tree may be, and the deepest parentheses, calls and minus signs may nest. Every walk
   * over a tree is recursive, so without a limit a long input would end in a StackOverflowError.
   */
  public static final int MAX_DEPTH = 200;

  private final String source;
  private final List<Token> tokens;
  private final IdentityHashMap<Node, Integer> positions = new IdentityHashMap<>();
  private int next;
  private int nesting;

  /** A parsed node and the height of its tree, so depth is checked as the tree is built. */
  private record Parsed(Node node, int height) {
  }

  private Parser(String source) {
    this.source = source;
    this.tokens = Lexer.tokenize(source);
  }

  /** Parses {@code source}; any problem, whatever the input, is an {@link ExpressionException}. */
  public static SyntaxTree parse(String source) {
    if (source == null) {
      throw new ExpressionException("an expression is required, got null");
    }
    Parser parser = new Parser(source);
    Parsed root = parser.sum();
    Token rest = parser.peek();
    if (rest.kind() != Token.Kind.END) {
      throw parser.error(rest, "expected an operator or the end of the expression, found " + parser.describe(rest));
    }
    return new SyntaxTree(source, root.node(), parser.positions);
  }

  private Parsed sum() {
    Parsed left = product();
    while (peek().kind() == Token.Kind.PLUS || peek().kind() == Token.Kind.MINUS) {
      Token operator = advance();
      left = binary(operator, left, product());
    }
    return left;
  }

  private Parsed product() {
    Parsed left = power();
    while (peek().kind() == Token.Kind.STAR || peek().kind() == Token.Kind.SLASH) {
      Token operator = advance();
      left = binary(operator, left, power());
    }
    return left;
  }

  private Parsed power() {
    Parsed base = unary();
    if (peek().kind() != Token.Kind.CARET) {
      return base;
    }
    Token operator = advance();
    enter(operator);
    Parsed exponent = power();
    nesting--;
    return binary(operator, base, exponent);
  }

  private Parsed unary() {
    if (peek().kind() != Token.Kind.MINUS) {
      return primary();
    }
    Token minus = advance();
    enter(minus);
    Parsed operand = unary();
    nesting--;
    return node(new Negation(operand.node()), minus.start(), operand.height() + 1);
  }

  private Parsed primary() {
    Token token = advance();
    switch (token.kind()) {
      case NUMBER:
        return node(new Literal(token.number()), token.start(), 1);
      case NAME:
        return peek().kind() == Token.Kind.LEFT ? call(token) : path(token);
      case LEFT:
        enter(token);
        Parsed inner = sum();
        expect(Token.Kind.RIGHT, "')' to match the '(' at position " + token.start());
        nesting--;
        return inner;
      default:
        String hint = null;
        if (token.kind() == Token.Kind.STAR && next >= 2 && tokens.get(next - 2).kind() == Token.Kind.STAR) {
          hint = "powers are written with '^'";
        } else if (token.kind() == Token.Kind.DOT && peek().kind() == Token.Kind.NUMBER) {
          // `.5` is not a number here, so that `base.1` reads as a path with a bad name, not `base` then `.1`.
          hint = "a number starts with a digit: 0" + source.substring(token.start(), peek().end());
        }
        throw new ExpressionException("expected a number, a path, a function call or '(', found " + describe(token),
            source, token.start(), hint);
    }
  }

  private Parsed call(Token name) {
    Token open = advance();
    enter(open);
    List<Node> arguments = new ArrayList<>();
    int height = 1;
    if (peek().kind() == Token.Kind.RIGHT) {
      advance();
    } else {
      while (true) {
        Parsed argument = sum();
        arguments.add(argument.node());
        height = Math.max(height, argument.height() + 1);
        if (peek().kind() == Token.Kind.COMMA) {
          advance();
        } else {
          expect(Token.Kind.RIGHT, "',' or ')' in the call of " + name.text() + " at position " + name.start());
          break;
        }
      }
    }
    nesting--;
    return node(new Call(name.text(), arguments), name.start(), height);
  }

  private Parsed path(Token first) {
    List<String> segments = new ArrayList<>();
    segments.add(first.text());
    while (peek().kind() == Token.Kind.DOT) {
      advance();
      Token name = advance();
      if (name.kind() != Token.Kind.NAME) {
        throw error(name, "expected a name after '.', found " + describe(name));
      }
      segments.add(name.text());
    }
    return node(new Variable(segments), first.start(), 1);
  }

  private Parsed binary(Token operator, Parsed left, Parsed right) {
    int height = Math.max(left.height(), right.height()) + 1;
    if (height > MAX_DEPTH) {
      throw tooDeep(operator);
    }
    return node(new Binary(operatorOf(operator), left.node(), right.node()), operator.start(), height);
  }

  private static Operator operatorOf(Token token) {
    return switch (token.kind()) {
      case PLUS -> Operator.PLUS;
      case MINUS -> Operator.MINUS;
      case STAR -> Operator.TIMES;
      case SLASH -> Operator.DIVIDE;
      case CARET -> Operator.POWER;
      default -> throw new IllegalStateException("not an operator: " + token);
    };
  }

  private Parsed node(Node node, int position, int height) {
    if (height > MAX_DEPTH) {
      throw new ExpressionException("expression nests deeper than " + MAX_DEPTH + " levels", source, position);
    }
    positions.put(node, position);
    return new Parsed(node, height);
  }

  private void enter(Token token) {
    if (++nesting > MAX_DEPTH) {
      throw tooDeep(token);
    }
  }

  private ExpressionException tooDeep(Token token) {
    return new ExpressionException("expression nests deeper than " + MAX_DEPTH + " levels", source, token.start());
  }

  private void expect(Token.Kind kind, String what) {
    Token token = advance();
    if (token.kind() != kind) {
      throw error(token, "expected " + what + ", found " + describe(token));
    }
  }

  private Token peek() {
    return tokens.get(next);
  }

  private Token advance() {
    Token token = tokens.get(next);
    if (token.kind() != Token.Kind.END) {
      next++;
    }
    return token;
  }

  private ExpressionException error(Token token, String problem) {
    return new ExpressionException(problem, source, token.start());
  }

  private String describe(Token token) {
    return token.kind() == Token.Kind.END ? "the end of the expression"
        : "'" + source.substring(token.start(), token.end()) + "'";
  }
}
