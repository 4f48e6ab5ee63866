package dev.floe.expressions;

import static dev.floe.expressions.SampleRow.NA;
import static dev.floe.expressions.SampleRow.eval;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArithmeticTest {

  @Test
  void everyOperatorOnNumbers() {
    assertEquals(5.0, eval("2 + 3").number());
    assertEquals(-1.0, eval("2 - 3").number());
    assertEquals(6.0, eval("2 * 3").number());
    assertEquals(0.4, eval("2 / 5").number());
    assertEquals(8.0, eval("2 ^ 3").number());
    assertEquals(-2.0, eval("-2").number());
    assertEquals(14.0, eval("2 + 3 * 4").number());
    assertEquals(512.0, eval("2 ^ 3 ^ 2").number());
    assertEquals(0.5, eval("2 ^ -1").number());
    assertEquals(2.0, eval("8 / 2 / 2").number());
  }

  @Test
  void unaryMinusIsTheBaseOfAPowerAsTheGrammarSays() {
    assertEquals(4.0, eval("-2 ^ 2").number());
    assertEquals(-4.0, eval("-(2 ^ 2)").number());
    assertEquals(-4.0, eval("0 - 2 ^ 2").number());
  }

  @Test
  void negatingZeroGivesZeroNotMinusZero() {
    assertEquals("0.0", eval("-0").toString());
    assertArrayEquals(new double[] {-0.5, -0.25, -0.75}, eval("-base.acc").elements());
  }

  @Test
  void vectorsCombineElementByElement() {
    assertArrayEquals(new double[] {1.125, 0.75, 1.5}, eval("self.acc + base.acc").elements());
    assertArrayEquals(new double[] {0.125, 0.25, 0}, eval("self.acc - base.acc").elements());
    assertArrayEquals(new double[] {0.3125, 0.125, 0.5625}, eval("self.acc * base.acc").elements());
    assertArrayEquals(new double[] {1.25, 2, 1}, eval("self.acc / base.acc").elements());
    assertArrayEquals(new double[] {Math.pow(0.5, 0.625), Math.pow(0.25, 0.5), Math.pow(0.75, 0.75)},
        eval("base.acc ^ self.acc").elements());
  }

  @Test
  void aNumberBroadcastsOverAVectorOnEitherSide() {
    assertArrayEquals(new double[] {50, 25, 75}, eval("base.acc * 100").elements());
    assertArrayEquals(new double[] {0.5, 0.75, 0.25}, eval("1 - base.acc").elements());
    assertArrayEquals(new double[] {2, 4, 4.0 / 3}, eval("1 / base.acc").elements());
    assertArrayEquals(new double[] {0.25, 0.0625, 0.5625}, eval("base.acc ^ 2").elements());
    assertArrayEquals(new double[] {Math.sqrt(2), Math.pow(2, 0.25), Math.pow(2, 0.75)},
        eval("2 ^ base.acc").elements());
    assertArrayEquals(new double[] {0.5, 0.375, 0.625}, eval("base.acc / 2 + 0.25 - 0").elements());
    assertTrue(eval("base.acc + 1").isVector());
  }

  @Test
  void aMissingElementStaysMissingThroughEveryOperator() {
    for (String operator : List.of("+", "-", "*", "/", "^")) {
      Value value = eval("partial.acc " + operator + " base.acc");
      assertTrue(Double.isNaN(value.elements()[1]), operator);
      assertFalse(Double.isNaN(value.elements()[0]), operator);
      assertEquals(1, value.missingCount(), operator);
      assertEquals(List.of("partial.acc: ticket is missing"), value.missing(), operator);
    }
    // Math.pow(NaN, 0) is 1 in Java; a missing base must not turn into a present 1.
    Value powered = eval("partial.acc ^ 0");
    assertArrayEquals(new double[] {1, NA, 1}, powered.elements());
    assertEquals(List.of("partial.acc: ticket is missing"), powered.missing());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("-partial.acc").missing());
  }

  @Test
  void aMissingNumberMakesEveryElementMissing() {
    Value value = eval("base.acc - mean(partial.acc)");
    assertArrayEquals(new double[] {NA, NA, NA}, value.elements());
    assertEquals(3, value.missingCount());
    assertEquals(List.of("partial.acc: ticket is missing"), value.missing());
    assertEquals(List.of("partial.acc: ticket is missing"), eval("2 * mean(partial.acc)").missing());
    assertTrue(Double.isNaN(eval("-mean(partial.acc)").number()));
  }

  @Test
  void divisionByZeroIsMissingAndNamesTheElement() {
    Value value = eval("base.acc / zero");
    assertArrayEquals(new double[] {NA, 0.125, NA}, value.elements());
    assertEquals(List.of("base.acc / zero: division by zero for court", "base.acc / zero: division by zero for retail"),
        value.missing());
    assertEquals(List.of("1 / 0: division by zero"), eval("1/0").missing());
    assertEquals(List.of("0 / (1 - 1): division by zero"), eval("0 / (1 - 1)").missing());
    assertEquals(List.of("zero / 0: division by zero for court", "zero / 0: division by zero for ticket",
        "zero / 0: division by zero for retail"), eval("zero / 0").missing());
    assertArrayEquals(new double[] {NA, 0.5, NA}, eval("1 / zero").elements());
  }

  @Test
  void overflowAndUndefinedPowersAreMissingNeverInfinityOrNaN() {
    assertEquals(List.of("1e200 * 1e200: not a finite number"), eval("1e200 * 1e200").missing());
    assertEquals(List.of("(0 - 8) ^ 0.5: not a finite number"), eval("(0 - 8) ^ 0.5").missing());
    assertEquals(List.of("0 ^ (-1): not a finite number"), eval("0 ^ -1").missing());
    Value value = eval("big * 10");
    assertArrayEquals(new double[] {NA, NA, 10}, value.elements());
    assertEquals(List.of("big * 10: not a finite number for court", "big * 10: not a finite number for ticket"),
        value.missing());
  }

  @Test
  void missingReasonsCombineWithoutRepeats() {
    Value value = eval("partial.acc / zero + partial.acc");
    assertArrayEquals(new double[] {NA, NA, NA}, value.elements());
    assertEquals(List.of("partial.acc: ticket is missing", "partial.acc / zero: division by zero for court",
        "partial.acc / zero: division by zero for retail"), value.missing());
  }

  @Test
  void vectorsOfDifferentLengthsAreAnError() {
    Bindings bindings = SampleRow.loose(List.of("a", "b", "c"),
        Map.of("long", new double[] {1, 2, 3}, "short", new double[] {1, 2}));
    ExpressionException e = assertThrows(ExpressionException.class,
        () -> Expression.parse("mean(long * short)").evaluate(bindings));
    assertEquals("vectors of different lengths: 'long' has 3 elements, 'short' has 2 at position 10\n"
        + "  mean(long * short)\n            ^", e.getMessage());
    assertEquals(10, e.position());
  }

  @Test
  void manyMissingElementsAreSummarisedAfterTheFirstTen() {
    double[] gaps = new double[25];
    java.util.Arrays.fill(gaps, NA);
    gaps[0] = 1;
    List<String> labels = java.util.stream.IntStream.range(0, 25).mapToObj(i -> "sub" + i).toList();
    Value value = Expression.parse("mean(x)").evaluate(Bindings.of(labels, Map.of("x", gaps)));
    assertEquals(11, value.missing().size());
    assertEquals("x: sub1 is missing", value.missing().get(0));
    assertEquals("x: sub10 is missing", value.missing().get(9));
    assertEquals("x: 14 more elements are missing", value.missing().get(10));
  }
}
