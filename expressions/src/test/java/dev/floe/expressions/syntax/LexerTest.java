package dev.floe.expressions.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.floe.expressions.ExpressionException;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {

  private static List<String> kinds(String source) {
    return Lexer.tokenize(source).stream().map(t -> t.kind() + (t.text().isEmpty() ? "" : ":" + t.text())).toList();
  }

  @Test
  void readsEveryKindOfToken() {
    assertEquals(List.of("NAME:mean", "LEFT:(", "NAME:reflect-3", "DOT:.", "NAME:acc", "MINUS:-", "NUMBER:2.5e-3",
            "RIGHT:)", "STAR:*", "NUMBER:4", "SLASH:/", "NUMBER:1", "CARET:^", "NUMBER:2", "PLUS:+", "NAME:_x9",
            "COMMA:,", "END"),
        kinds("mean(`reflect-3`.acc - 2.5e-3) * 4 / 1 ^ 2 + _x9,"));
  }

  @Test
  void numbersTakeFractionsAndExponents() {
    assertEquals(12.0, Lexer.tokenize("12").get(0).number());
    assertEquals(0.125, Lexer.tokenize("0.125").get(0).number());
    assertEquals(Token.Kind.DOT, Lexer.tokenize(".5").get(0).kind());
    assertEquals(1.5e10, Lexer.tokenize("1.5E+10").get(0).number());
    assertEquals(3e-4, Lexer.tokenize("3e-4").get(0).number());
  }

  @Test
  void whitespaceIncludingLineBreaksSeparatesTokens() {
    assertEquals(List.of("NUMBER:1", "PLUS:+", "NUMBER:2", "END"), kinds(" 1\n\t+\r\n2 "));
  }

  @Test
  void tokensKnowWhereTheyWereWritten() {
    List<Token> tokens = Lexer.tokenize("ab + `c d`");
    assertEquals(0, tokens.get(0).start());
    assertEquals(3, tokens.get(1).start());
    assertEquals(5, tokens.get(2).start());
    assertEquals(10, tokens.get(2).end());
    assertEquals("c d", tokens.get(2).text());
    assertEquals(10, tokens.get(3).start());
  }

  @Test
  void badNumbersPointAtTheMissingDigit() {
    assertError("expected a digit after '.' at position 2\n  1.x\n    ^", "1.x");
    assertError("expected a digit in the exponent at position 3\n  2e+\n     ^", "2e+");
    assertError("number 1e400 is too large at position 2\n  1+1e400\n    ^", "1+1e400");
  }

  @Test
  void quotedNamesMustCloseOnTheirLineAndNotBeEmpty() {
    assertError("unclosed '`': a quoted name ends with '`' on the same line at position 2\n  a+`b\n    ^", "a+`b");
    assertError("unclosed '`': a quoted name ends with '`' on the same line at position 0\n  `a b`", "`a\nb`");
    assertError("empty quoted name at position 0\n  ``\n  ^", "``");
  }

  @Test
  void unknownCharactersAreNamedAndComparisonsExplained() {
    assertError("unexpected character '%' at position 1\n  1%2\n   ^", "1%2");
    assertError("unexpected character U+0007 at position 0", "\u0007");
    assertError("unexpected character U+00A0 at position 1", "1\u00A0+ 2");
    assertError("unexpected character '>' at position 2\n  a >= b\n    ^\ncomparisons are not part of the expression language",
        "a >= b");
    assertError("unexpected character '\uD83D\uDE00' at position 0", "\uD83D\uDE00");
  }

  private static void assertError(String messageStart, String source) {
    ExpressionException e = assertThrows(ExpressionException.class, () -> Lexer.tokenize(source));
    if (!e.getMessage().startsWith(messageStart)) {
      assertEquals(messageStart, e.getMessage());
    }
  }
}
