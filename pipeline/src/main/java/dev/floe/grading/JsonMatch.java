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
    List<String> pointers = new ArrayList<>();
    List<JsonNode> leaves = new ArrayList<>();
    collectLeaves(reference, "", pointers, leaves);
    if (leaves.isEmpty()) {
      // An empty reference asks for nothing: only an equally empty answer matches it.
      boolean same = answer.equals(reference);
      return new Outcome(same ? 1 : 0, 0, same ? List.of() : List.of(""));
    }
    List<String> mismatched = new ArrayList<>();
    for (int i = 0; i < leaves.size(); i++) {
      JsonNode actual = answer.at(pointers.get(i));
      if (!leafEquals(leaves.get(i), actual, tolerance)) {
        mismatched.add(pointers.get(i));
      }
    }
    double score = (double) (leaves.size() - mismatched.size()) / leaves.size();
    return new Outcome(score, leaves.size(), List.copyOf(mismatched));
  }

  private static void collectLeaves(JsonNode node, String pointer, List<String> pointers, List<JsonNode> leaves) {
    if (node.isObject() && !node.isEmpty()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        collectLeaves(field.getValue(), pointer + "/" + escape(field.getKey()), pointers, leaves);
      }
    } else if (node.isArray() && !node.isEmpty()) {
      for (int i = 0; i < node.size(); i++) {
        collectLeaves(node.get(i), pointer + "/" + i, pointers, leaves);
      }
    } else {
      pointers.add(pointer);
      leaves.add(node);
    }
  }

  private static boolean leafEquals(JsonNode expected, JsonNode actual, double tolerance) {
    if (actual == null || actual.isMissingNode()) {
      return false;
    }
    if (expected.isNumber() && actual.isNumber()) {
      return Math.abs(expected.doubleValue() - actual.doubleValue()) <= tolerance;
    }
    return expected.equals(actual);
  }

  // RFC 6901: '~' and '/' inside a key are escaped in a pointer.
  private static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
