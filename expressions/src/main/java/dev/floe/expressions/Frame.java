package dev.floe.expressions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The state of one evaluation: the bindings, and the variables read so far (each read and checked once). */
final class Frame {

  private static final int LISTED_NAMES = 50;

  private final String source;
  private final Bindings bindings;
  private final List<String> labels;
  private final Map<String, Value> variables = new HashMap<>();

  Frame(String source, Bindings bindings) {
    this.source = source;
    this.bindings = Objects.requireNonNull(bindings, "bindings");
    this.labels = Objects.requireNonNull(bindings.labels(), "labels");
  }

  String source() {
    return source;
  }

  /** The label of element {@code index}; {@code #index} when the bindings gave too few labels. */
  String label(int index) {
    return index < labels.size() ? labels.get(index) : "#" + index;
  }

  /** The value of the variable {@code path}, written at {@code position}. */
  Value variable(String path, int position) {
    Value value = variables.get(path);
    if (value == null) {
      value = read(path, position);
      variables.put(path, value);
    }
    return value;
  }

  private Value read(String path, int position) {
    // MapBindings are immutable, so their arrays are shared; another implementation's array is copied,
    // or a change to it would change a Value already handed out.
    double[] vector = bindings instanceof MapBindings map ? map.shared(path)
        : bindings.vector(path).map(double[]::clone).orElse(null);
    if (vector == null) {
      throw unknown(path, position);
    }
    int first = 0;
    while (first < vector.length && Double.isFinite(vector[first])) {
      first++;
    }
    if (first == vector.length) {
      return Value.vector(vector, 0, List.of());
    }
    // Rare path: note each missing element by label, and turn anything infinite into missing.
    double[] elements = bindings instanceof MapBindings ? vector.clone() : vector;
    Reasons reasons = new Reasons(path);
    int missing = 0;
    for (int i = first; i < elements.length; i++) {
      if (Double.isNaN(elements[i])) {
        reasons.add(label(i) + " is missing");
        missing++;
      } else if (Double.isInfinite(elements[i])) {
        reasons.add(label(i) + " is not a finite number");
        elements[i] = Double.NaN;
        missing++;
      }
    }
    return Value.vector(elements, missing, reasons.lines());
  }

  private ExpressionException unknown(String path, int position) {
    List<String> names = new ArrayList<>(bindings.names());
    names.sort(null);
    StringBuilder hint = new StringBuilder();
    Spelling.closest(path, names, Math.max(2, path.length() / 3))
        .ifPresent(name -> hint.append("did you mean '").append(name).append("'? "));
    if (names.isEmpty()) {
      hint.append("no variables are available");
    } else {
      hint.append("available: ").append(String.join(", ", names.subList(0, Math.min(names.size(), LISTED_NAMES))));
      if (names.size() > LISTED_NAMES) {
        hint.append(" and ").append(names.size() - LISTED_NAMES).append(" more");
      }
    }
    return new ExpressionException("unknown variable '" + path + "'", source, position, hint.toString());
  }
}
