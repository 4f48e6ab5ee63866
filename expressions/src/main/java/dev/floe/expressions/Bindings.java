package dev.floe.expressions;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the variables of an expression stand for: each path names a vector with one element per row
 * element (a sub-benchmark), in the order of {@link #labels()}.
 *
 * <p>The evaluator never modifies an array it is given, so an implementation may hand out its own.
 */
public interface Bindings {

  /**
   * The vector a path (dotted, without backticks: {@code reflect-3.acc}) stands for, {@code Double.NaN}
   * where an element is missing; empty when the path is unknown.
   */
  Optional<double[]> vector(String path);

  /** A label per element (e.g. sub-benchmark ids), used to say which element is missing. */
  List<String> labels();

  /** Every path that {@link #vector(String)} knows, listed when an expression names an unknown one. */
  Collection<String> names();

  /** Immutable bindings of the given vectors, each with one element per label. */
  static Bindings of(List<String> labels, Map<String, double[]> vectors) {
    return new MapBindings(labels, vectors);
  }
}
