package dev.floe.expressions;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Immutable {@link Bindings} held in a map from path to vector; every vector has one element per label. */
public final class MapBindings implements Bindings {

  private final List<String> labels;
  private final Map<String, double[]> vectors;

  /**
   * Copies {@code labels} and every vector. Rejects a vector whose length differs from the number of
   * labels, and infinite elements (a missing element is {@code Double.NaN}).
   */
  public MapBindings(List<String> labels, Map<String, double[]> vectors) {
    this.labels = List.copyOf(labels);
    Map<String, double[]> copies = new LinkedHashMap<>();
    vectors.forEach((path, vector) -> {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(vector, () -> "vector of " + path);
      if (vector.length != this.labels.size()) {
        throw new IllegalArgumentException("vector '" + path + "' has " + vector.length
            + " elements but there are " + this.labels.size() + " labels");
      }
      for (int i = 0; i < vector.length; i++) {
        if (Double.isInfinite(vector[i])) {
          throw new IllegalArgumentException("vector '" + path + "' is infinite at " + this.labels.get(i)
              + "; a missing element is NaN");
        }
      }
      copies.put(path, vector.clone());
    });
    this.vectors = Collections.unmodifiableMap(copies);
  }

  /** A copy of the vector, so these bindings stay immutable. */
  @Override
  public Optional<double[]> vector(String path) {
    double[] vector = vectors.get(path);
    return vector == null ? Optional.empty() : Optional.of(vector.clone());
  }

  /** The vector itself, for the evaluator, which never modifies it; null when unknown. */
  double[] shared(String path) {
    return vectors.get(path);
  }

  @Override
  public List<String> labels() {
    return labels;
  }

  /** The paths, in the order they were given. */
  @Override
  public Collection<String> names() {
    return vectors.keySet();
  }

  @Override
  public String toString() {
    return "MapBindings" + vectors.keySet() + " over " + labels;
  }
}
