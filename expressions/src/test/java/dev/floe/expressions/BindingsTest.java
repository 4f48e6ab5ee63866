package dev.floe.expressions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BindingsTest {

  @Test
  void mapBindingsAreImmutable() {
    double[] acc = {0.5, 0.25};
    List<String> labels = new java.util.ArrayList<>(List.of("a", "b"));
    Bindings bindings = Bindings.of(labels, Map.of("base.acc", acc));
    acc[0] = 99;
    labels.set(0, "changed");
    assertArrayEquals(new double[] {0.5, 0.25}, bindings.vector("base.acc").orElseThrow());
    bindings.vector("base.acc").orElseThrow()[1] = 99;
    assertArrayEquals(new double[] {0.5, 0.25}, bindings.vector("base.acc").orElseThrow());
    assertEquals(List.of("a", "b"), bindings.labels());
    assertEquals(0.375, Expression.parse("mean(base.acc)").evaluate(bindings).number());
    assertEquals(Optional.empty(), bindings.vector("self.acc"));
  }

  @Test
  void namesKeepTheOrderGiven() {
    Map<String, double[]> vectors = new LinkedHashMap<>();
    vectors.put("z", new double[0]);
    vectors.put("a", new double[0]);
    assertEquals(List.of("z", "a"), List.copyOf(Bindings.of(List.of(), vectors).names()));
  }

  @Test
  void everyVectorHasOneElementPerLabel() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Bindings.of(List.of("a", "b"), Map.of("x", new double[] {1})));
    assertEquals("vector 'x' has 1 elements but there are 2 labels", e.getMessage());
  }

  @Test
  void infinityIsRefusedBecauseMissingIsNaN() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Bindings.of(List.of("a", "b"), Map.of("x", new double[] {1, Double.NEGATIVE_INFINITY})));
    assertEquals("vector 'x' is infinite at b; a missing element is NaN", e.getMessage());
  }

  @Test
  void otherBindingsMayHoldInfinityAndTooFewLabels() {
    Bindings loose = SampleRow.loose(List.of("a"), Map.of("x", new double[] {1, Double.POSITIVE_INFINITY, Double.NaN}));
    Value value = Expression.parse("x + 1").evaluate(loose);
    assertArrayEquals(new double[] {2, Double.NaN, Double.NaN}, value.elements());
    assertEquals(List.of("x: #1 is not a finite number", "x: #2 is missing"), value.missing());
  }

  @Test
  void theEvaluatorNeverModifiesTheArraysItIsGiven() {
    double[] x = {1, Double.POSITIVE_INFINITY, 3};
    Bindings loose = SampleRow.loose(List.of("a", "b", "c"), Map.of("x", x));
    Expression.parse("-x * 2 + round(x, 0) - abs(x)").evaluate(loose);
    assertArrayEquals(new double[] {1, Double.POSITIVE_INFINITY, 3}, x);
    assertTrue(Bindings.of(List.of(), Map.of()).toString().startsWith("MapBindings"));
  }

  @Test
  void aValueDoesNotChangeWhenAnotherBindingsChangesItsArray() {
    double[] x = {1, 2};
    Value value = Expression.parse("x").evaluate(SampleRow.loose(List.of("a", "b"), Map.of("x", x)));
    x[0] = 42;
    assertArrayEquals(new double[] {1, 2}, value.elements());
  }
}
