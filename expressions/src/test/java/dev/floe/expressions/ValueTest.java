package dev.floe.expressions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ValueTest {

  @Test
  void aNumber() {
    Value value = SampleRow.eval("mean(base.acc)");
    assertFalse(value.isVector());
    assertFalse(value.isMissing());
    assertEquals(0.5, value.number());
    assertArrayEquals(new double[] {0.5}, value.elements());
    assertEquals(1, value.size());
    assertEquals(0, value.missingCount());
    assertEquals(List.of(), value.missing());
    assertEquals("0.5", value.toString());
  }

  @Test
  void aVector() {
    Value value = SampleRow.eval("partial.acc * 2");
    assertTrue(value.isVector());
    assertTrue(value.isMissing());
    assertEquals(3, value.size());
    assertEquals(1, value.missingCount());
    assertEquals("[1.0, missing, 0.5]", value.toString());
    ExpressionException e = assertThrows(ExpressionException.class, value::number);
    assertEquals("expected a number but the result is a vector of 3 elements", e.getMessage());
    assertEquals(-1, e.position());
  }

  @Test
  void elementsAreACopy() {
    Value value = SampleRow.eval("base.acc");
    value.elements()[0] = 42;
    assertArrayEquals(new double[] {0.5, 0.25, 0.75}, value.elements());
    assertArrayEquals(new double[] {0.5, 0.25, 0.75}, SampleRow.bindings().vector("base.acc").orElseThrow());
  }

  @Test
  void equalValuesAreEqual() {
    assertEquals(SampleRow.eval("base.acc * 1"), SampleRow.eval("base.acc"));
    assertEquals(SampleRow.eval("base.acc * 1").hashCode(), SampleRow.eval("base.acc").hashCode());
    assertEquals(SampleRow.eval("mean(partial.acc)"), SampleRow.eval("sum(partial.acc)"));
    assertNotEquals(SampleRow.eval("mean(partial.acc)"), SampleRow.eval("1 / 0"));
    assertNotEquals(SampleRow.eval("1"), SampleRow.eval("2"));
  }

  @Test
  void longVectorsPrintShort() {
    Value value = Expression.parse("x").evaluate(Bindings.of(
        java.util.stream.IntStream.range(0, 30).mapToObj(Integer::toString).toList(), Map.of("x", new double[30])));
    assertTrue(value.toString().endsWith("0.0, ... (30 elements)]"), value.toString());
  }
}
