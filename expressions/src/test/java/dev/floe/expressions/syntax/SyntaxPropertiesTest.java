package dev.floe.expressions.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.expressions.ExpressionException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;

class SyntaxPropertiesTest {

  @Property(tries = 300)
  void printingThenParsingGivesTheSameTree(@ForAll("trees") Node tree) {
    String text = Printer.print(tree);
    Node parsed = Parser.parse(text).root();
    assertEquals(tree, parsed, text);
    assertEquals(text, Printer.print(parsed));
  }

  @Property(tries = 300)
  void grammarSoupNeverThrowsAnythingButTheParsersError(
      @ForAll @StringLength(max = 30) @Chars({'(', ')', ',', '.', '+', '-', '*', '/', '^', '`', ' ', '\n', 'a', 'b',
          'e', 'E', '_', '0', '1', '9', '%', '<'}) String source) {
    assertParsesOrFailsCleanly(source);
  }

  @Property(tries = 200)
  void arbitraryTextNeverThrowsAnythingButTheParsersError(@ForAll @StringLength(max = 40) String source) {
    assertParsesOrFailsCleanly(source);
  }

  private static void assertParsesOrFailsCleanly(String source) {
    try {
      Node tree = Parser.parse(source).root();
      assertEquals(tree, Parser.parse(Printer.print(tree)).root());
    } catch (ExpressionException e) {
      assertTrue(e.position() >= 0 && e.position() <= source.length(), e.getMessage());
      assertTrue(e.getMessage().contains("\n  " + source.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ')
          + "\n  " + " ".repeat(e.position()) + "^"), e.getMessage());
    }
  }

  @Provide
  Arbitrary<Node> trees() {
    return Arbitraries.recursive(this::leaves, this::branches, 0, 5);
  }

  private Arbitrary<Node> leaves() {
    Arbitrary<Node> numbers = Arbitraries.oneOf(
        Arbitraries.integers().between(0, 1000).map(i -> (double) i),
        Arbitraries.doubles().between(0, 1e6).ofScale(6),
        Arbitraries.doubles().between(0, 1e-3).ofScale(12),
        // Any bit pattern of a non-negative finite double, so every printed form is exercised.
        Arbitraries.longs().between(0, Double.doubleToLongBits(Double.MAX_VALUE)).map(Double::longBitsToDouble),
        Arbitraries.of(1e300, 4.9e-324, 1e15, 123456789.125)).map(Literal::new);
    Arbitrary<Node> paths = names().list().ofMinSize(1).ofMaxSize(3).map(Variable::new);
    return Arbitraries.oneOf(numbers, paths);
  }

  private Arbitrary<Node> branches(Arbitrary<Node> inner) {
    Arbitrary<Node> binary = Combinators.combine(Arbitraries.of(Operator.class), inner, inner).as(Binary::new);
    Arbitrary<Node> negation = inner.map(Negation::new);
    Arbitrary<Node> call = Combinators.combine(names(), inner.list().ofMaxSize(3)).as(Call::new);
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(4, binary), net.jqwik.api.Tuple.of(1, negation), net.jqwik.api.Tuple.of(2, call));
  }

  private Arbitrary<String> names() {
    Arbitrary<String> plain = Arbitraries.strings().withCharRange('a', 'z').withChars('_', 'A', 'Z', '0')
        .ofMinLength(1).ofMaxLength(6).filter(Identifier::isPlain);
    Arbitrary<String> quoted = Arbitraries.strings().withChars('a', '-', ' ', '.', '(', '3', 'é', '^')
        .ofMinLength(1).ofMaxLength(6);
    return Arbitraries.oneOf(plain, quoted, Arbitraries.of(List.of("reflect-3", "acc", "base", "e", "E1")));
  }
}
