package dev.floe.expressions.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.floe.expressions.ExpressionException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserTest {

  private static Node parse(String source) {
    return Parser.parse(source).root();
  }

  private static Literal n(double value) {
    return new Literal(value);
  }

  private static Variable v(String... segments) {
    return new Variable(List.of(segments));
  }

  private static Binary b(Operator operator, Node left, Node right) {
    return new Binary(operator, left, right);
  }

  @Test
  void productsBindTighterThanSumsAndPowersTighterThanProducts() {
    assertEquals(b(Operator.PLUS, n(1), b(Operator.TIMES, n(2), b(Operator.POWER, n(3), n(4)))),
        parse("1 + 2 * 3 ^ 4"));
    assertEquals(b(Operator.MINUS, b(Operator.DIVIDE, n(1), n(2)), n(3)), parse("1 / 2 - 3"));
  }

  @Test
  void sumsAndProductsGroupLeftPowersGroupRight() {
    assertEquals(b(Operator.MINUS, b(Operator.MINUS, n(1), n(2)), n(3)), parse("1 - 2 - 3"));
    assertEquals(b(Operator.DIVIDE, b(Operator.DIVIDE, n(8), n(4)), n(2)), parse("8 / 4 / 2"));
    assertEquals(b(Operator.POWER, n(2), b(Operator.POWER, n(3), n(2))), parse("2 ^ 3 ^ 2"));
  }

  @Test
  void unaryMinusBindsTighterThanPowerAsTheGrammarSays() {
    assertEquals(b(Operator.POWER, new Negation(n(2)), n(2)), parse("-2 ^ 2"));
    assertEquals(b(Operator.POWER, n(2), new Negation(n(1))), parse("2^-1"));
    assertEquals(new Negation(new Negation(v("a"))), parse("--a"));
    assertEquals(b(Operator.MINUS, n(1), new Negation(n(1))), parse("1 - -1"));
  }

  @Test
  void parenthesesOverridePrecedenceAndLeaveNoNode() {
    assertEquals(b(Operator.TIMES, b(Operator.PLUS, n(1), n(2)), n(3)), parse("((1 + 2)) * 3"));
  }

  @Test
  void pathsAndCalls() {
    assertEquals(v("self", "efficiency", "cost_usd"), parse("self.efficiency.cost_usd"));
    assertEquals(v("reflect-3", "acc"), parse("`reflect-3`.acc"));
    assertEquals(v("a"), parse("`a`"));
    assertEquals(new Call("ttest_p", List.of(v("reflect-3", "acc"), v("base", "acc"))),
        parse("ttest_p(`reflect-3`.acc, base.acc)"));
    assertEquals(new Call("f", List.of()), parse("f()"));
  }

  @Test
  void positionsPointAtOperatorsAndFirstCharacters() {
    SyntaxTree tree = Parser.parse("mean(a.b) - -x");
    Binary minus = (Binary) tree.root();
    assertEquals(10, tree.position(minus));
    assertEquals(0, tree.position(minus.left()));
    assertEquals(5, tree.position(((Call) minus.left()).arguments().get(0)));
    assertEquals(12, tree.position(minus.right()));
    assertEquals(13, tree.position(((Negation) minus.right()).operand()));
    assertEquals(-1, tree.position(v("a", "b")));
  }

  @Test
  void errorsNameThePositionAndDrawACaret() {
    assertMessage("expected a number, a path, a function call or '(', found the end of the expression at position 7\n"
        + "  mean(a,\n         ^", "mean(a,");
    assertMessage("expected ')' to match the '(' at position 0, found the end of the expression at position 6\n"
        + "  (1 + 2\n        ^", "(1 + 2");
    assertMessage("expected ',' or ')' in the call of mean at position 0, found 'b' at position 7\n"
        + "  mean(a b)\n         ^", "mean(a b)");
    assertMessage("expected an operator or the end of the expression, found ')' at position 1\n  1)\n   ^", "1)");
    assertMessage("expected a name after '.', found '1' at position 5\n  base.1\n       ^", "base.1");
    assertMessage("expected a number, a path, a function call or '(', found the end of the expression at position 0\n"
        + "  \n  ^", "");
    assertMessage("expected a number, a path, a function call or '(', found '+' at position 0\n  +1\n  ^", "+1");
    assertMessage("expected an operator or the end of the expression, found '(' at position 3\n  a.b(1)\n     ^",
        "a.b(1)");
  }

  @Test
  void pythonStylePowerGetsAHint() {
    ExpressionException e = assertThrows(ExpressionException.class, () -> parse("a ** 2"));
    assertEquals(3, e.position());
    assertEquals("powers are written with '^'", e.hint());
  }

  @Test
  void aNumberWithoutLeadingDigitGetsAHint() {
    ExpressionException e = assertThrows(ExpressionException.class, () -> parse("a * .5"));
    assertEquals(4, e.position());
    assertEquals("a number starts with a digit: 0.5", e.hint());
  }

  @Test
  void theCaretStaysUnderItsCharacterInMultiLineSources() {
    assertMessage("expected an operator or the end of the expression, found 'b' at position 6\n  a + b b\n        ^",
        "a\n+\tb b");
  }

  @Test
  void nestingDeeperThanTheLimitIsAnErrorNotAStackOverflow() {
    int limit = Parser.MAX_DEPTH;
    assertEquals(v("x"), parse("(".repeat(limit) + "x" + ")".repeat(limit)));
    assertDeep("(".repeat(100_000) + "x" + ")".repeat(100_000), limit);
    assertDeep("-".repeat(100_000) + "x", limit);
    assertDeep("2^".repeat(100_000) + "2", 2 * limit + 1);
    assertDeep("f(".repeat(100_000) + ")".repeat(100_000), 2 * limit + 1);
    // A long flat chain is just as deep a tree, and every walk over a tree is recursive.
    assertDeep("1+".repeat(100_000) + "1", 2 * (limit - 1) + 1);
    assertEquals(Parser.MAX_DEPTH - 1, countPlus(parse("1+".repeat(limit - 1) + "1")));
  }

  private static int countPlus(Node node) {
    int count = 0;
    while (node instanceof Binary binary) {
      count++;
      node = binary.left();
    }
    return count;
  }

  private static void assertDeep(String source, int position) {
    ExpressionException e = assertThrows(ExpressionException.class, () -> parse(source));
    assertEquals("expression nests deeper than " + Parser.MAX_DEPTH + " levels", e.problem());
    assertEquals(position, e.position());
  }

  @Test
  void nullIsRefusedWithTheParsersOwnError() {
    assertEquals("an expression is required, got null",
        assertThrows(ExpressionException.class, () -> Parser.parse(null)).getMessage());
  }

  private static void assertMessage(String message, String source) {
    assertEquals(message, assertThrows(ExpressionException.class, () -> parse(source)).getMessage());
  }
}
