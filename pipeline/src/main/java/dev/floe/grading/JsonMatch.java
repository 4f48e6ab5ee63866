package dev.floe.grading;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The {@code json-match} grader: the fraction of the reference's leaf values (by JSON pointer) that the answer has,
 * equal; numbers equal within an absolute tolerance.
 */
public final class JsonMatch {
  /** The score and the pointers that did not match, for the grader log. */
  public record Outcome(double score, int leaves, List<String> mismatched) {}

  private JsonMatch() {}

  public static Outcome compare(JsonNode reference, JsonNode answer, double tolerance) {
    List<String> leaves = new ArrayList<>();
    List<String> mismatched = new ArrayList<>();
    walk(reference, answer, "", tolerance, leaves, mismatched);
    if (leaves.isEmpty()) {
      // An empty reference asks for nothing: only an equally empty answer matches it.
      boolean same = answer.equals(reference);
      return new Outcome(same ? 1 : 0, 0, same ? List.of() : List.of(""));
    }
    double score = (double) (leaves.size() - mismatched.size()) / leaves.size();
    return new Outcome(score, leaves.size(), List.copyOf(mismatched));
  }

  /**
   * Walks the reference and the answer together: a reference object's keys are looked up only in an answer object, an
   * array's indexes only in an answer array (a pointer alone would find {@code /0} in an object with a key "0").
   */
  private static void walk(JsonNode expected, JsonNode actual, String pointer, double tolerance, List<String> leaves,
      List<String> mismatched) {
    if (expected.isObject() && !expected.isEmpty()) {
      Iterator<Map.Entry<String, JsonNode>> fields = expected.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        JsonNode child = actual != null && actual.isObject() ? actual.get(field.getKey()) : null;
        walk(field.getValue(), child, pointer + "/" + escape(field.getKey()), tolerance, leaves, mismatched);
      }
    } else if (expected.isArray() && !expected.isEmpty()) {
      for (int i = 0; i < expected.size(); i++) {
        JsonNode child = actual != null && actual.isArray() ? actual.get(i) : null;
        walk(expected.get(i), child, pointer + "/" + i, tolerance, leaves, mismatched);
      }
    } else {
      leaves.add(pointer);
      if (!leafEquals(expected, actual, tolerance)) {
        mismatched.add(pointer);
      }
    }
  }

  private static boolean leafEquals(JsonNode expected, JsonNode actual, double tolerance) {
    if (actual == null || actual.isMissingNode()) {
      return false;
    }
    if (expected.isNumber() && actual.isNumber()) {
      double e = expected.doubleValue();
      double a = actual.doubleValue();
      // Within the tolerance as written: 1.1 against 1.0 with tolerance 0.1 differs by 0.10000000000000009 in
      // binary, so the rounding of the subtraction itself (a few ulps of the values) is allowed on top.
      return Math.abs(e - a) <= tolerance + 4 * Math.ulp(Math.max(Math.abs(e), Math.abs(a)));
    }
    return expected.equals(actual);
  }

  // RFC 6901: '~' and '/' inside a key are escaped in a pointer.
  private static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
