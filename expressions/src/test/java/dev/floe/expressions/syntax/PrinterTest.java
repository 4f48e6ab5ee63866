package dev.floe.expressions.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PrinterTest {

  private static String canonical(String source) {
    return Printer.print(Parser.parse(source).root());
  }

  @Test
  void spacesOperatorsAndArgumentsOneWay() {
    assertEquals("mean(self.acc - base.acc)", canonical("mean( self.acc-base.acc )"));
    assertEquals("sum(self.efficiency.cost_usd) / sum(base.efficiency.cost_usd) - 1",
        canonical("sum(self.efficiency.cost_usd)/sum(base.efficiency.cost_usd)-1"));
    assertEquals("round(mean(a), 2)", canonical("round(mean(a),2)"));
    assertEquals("f()", canonical("f( )"));
  }

  @Test
  void keepsOnlyTheParenthesesTheTreeNeeds() {
    assertEquals("1 + 2 * 3", canonical("(1 + (2 * 3))"));
    assertEquals("(1 + 2) * 3", canonical("((1 + 2)) * 3"));
    assertEquals("1 - (2 - 3)", canonical("1 - (2 - 3)"));
    assertEquals("1 - 2 - 3", canonical("(1 - 2) - 3"));
    assertEquals("1 + (2 + 3)", canonical("1 + (2 + 3)"));
    assertEquals("a / (b * c)", canonical("a / (b * c)"));
    assertEquals("2 ^ 3 ^ 2", canonical("2 ^ (3 ^ 2)"));
    assertEquals("(2 ^ 3) ^ 2", canonical("(2 ^ 3) ^ 2"));
    assertEquals("(a * b) ^ 2", canonical("(a * b) ^ 2"));
  }

  @Test
  void negationsThatCouldBeMisreadGetParentheses() {
    assertEquals("(-2) ^ 2", canonical("-2 ^ 2"));
    assertEquals("-(2 ^ 2)", canonical("-(2 ^ 2)"));
    assertEquals("2 ^ (-1)", canonical("2^-1"));
    assertEquals("1 - (-1)", canonical("1 - -1"));
    assertEquals("-(-a)", canonical("--a"));
    assertEquals("-a * b", canonical("-a*b"));
    assertEquals("-(a * b)", canonical("-(a*b)"));
    assertEquals("-mean(a)", canonical("-mean(a)"));
  }

  @Test
  void namesGetBackticksOnlyWhenTheyNeedThem() {
    assertEquals("`reflect-3`.acc", canonical("`reflect-3`.acc"));
    assertEquals("base.acc", canonical("`base`.`acc`"));
    assertEquals("`a b`.`1x`", canonical("`a b`.`1x`"));
    assertEquals("`my fn`(x)", canonical("`my fn`(x)"));
  }

  @Test
  void numbersInShortestRoundTrippingForm() {
    assertEquals("2", Printer.number(2.0));
    assertEquals("0", Printer.number(0.0));
    assertEquals("0.5", Printer.number(0.5));
    assertEquals("0.001", Printer.number(0.001));
    assertEquals("1e-4", Printer.number(1e-4));
    assertEquals("1.5e300", Printer.number(1.5e300));
    assertEquals("10000000", Printer.number(1e7));
    assertEquals("1e15", Printer.number(1e15));
    assertEquals("0.1", canonical("1e-1"));
    assertEquals("0.5", canonical("0.50"));
    assertEquals("123.456", canonical("123.4560"));
  }

  @Test
  void literalsCannotHoldWhatTheParserNeverMakes() {
    assertThrows(IllegalArgumentException.class, () -> new Literal(-1));
    assertThrows(IllegalArgumentException.class, () -> new Literal(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> new Literal(Double.POSITIVE_INFINITY));
    assertEquals(new Literal(0.0), new Literal(-0.0));
    assertThrows(IllegalArgumentException.class, () -> new Variable(List.of()));
    assertThrows(IllegalArgumentException.class, () -> new Variable(List.of("a`b")));
    assertThrows(IllegalArgumentException.class, () -> new Call("", List.of()));
  }
}
