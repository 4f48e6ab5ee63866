package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One GDPevo per-group report ({@code <run>/reports/task_group_NNN.yaml}): the stored aggregates of
 * every condition (mode) and the attempt scores of every test task. Values are as stored (rounded).
 *
 * @param model the report's {@code model} field, e.g. "gpt-5.5, xhigh" or "Claude Opus 4.6 (high)"
 * @param modelConfig the optional {@code model_config} block, as found
 */
public record GdpevoReport(String taskGroupId, String scenarioId, String model, String harness,
    JsonNode modelConfig, Map<String, Condition> conditions) {

  private static final Pattern AVERAGE = Pattern.compile("(.+)_avg_\\d+");

  public GdpevoReport {
    // Keep the report's order: it is the order the modes are shown in.
    conditions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(conditions));
  }

  /** One condition (mode) of the report. */
  public record Condition(Double acc, Double std, Map<String, Double> efficiency, Map<String, Task> tasks) {}

  /** One test task: its attempt scores and stored acc/std/efficiency. */
  public record Task(List<Double> scores, Double acc, Double std, Map<String, Double> efficiency) {}

  /** Reads the tree of a report; every problem names its place, such as conditions.base.tasks.test_001. */
  static GdpevoReport from(JsonNode root) {
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException("not a GDPevo report (the document is not a mapping)");
    }
    String group = text(root, "task_group_id", true);
    JsonNode conditionNodes = root.get("conditions");
    if (conditionNodes == null || !conditionNodes.isObject() || conditionNodes.isEmpty()) {
      throw new IllegalArgumentException("conditions: missing or empty");
    }
    Map<String, Condition> conditions = new LinkedHashMap<>();
    conditionNodes.properties().forEach(e -> conditions.put(e.getKey(),
        condition(e.getValue(), "conditions." + e.getKey())));
    return new GdpevoReport(group, text(root, "scenario_id", false), text(root, "model", false),
        text(root, "harness", false), root.get("model_config"), conditions);
  }

  private static Condition condition(JsonNode node, String where) {
    if (!node.isObject()) {
      throw new IllegalArgumentException(where + ": not a mapping");
    }
    JsonNode taskNodes = node.get("tasks");
    if (taskNodes == null || !taskNodes.isObject() || taskNodes.isEmpty()) {
      throw new IllegalArgumentException(where + ".tasks: missing or empty");
    }
    Map<String, Task> tasks = new java.util.TreeMap<>();
    taskNodes.properties().forEach(e -> tasks.put(e.getKey(), task(e.getValue(), where + ".tasks." + e.getKey())));
    Double acc = firstNumber(node, "overall_acc_at_", where);
    Double std = firstNumber(node, "overall_std_at_", where);
    JsonNode efficiency = node.get("efficiency");
    return new Condition(fraction(acc, where + ".overall_acc"), fraction(std, where + ".overall_std"),
        efficiency == null ? Map.of() : averages(efficiency, where + ".efficiency"), tasks);
  }

  private static Task task(JsonNode node, String where) {
    if (!node.isObject()) {
      throw new IllegalArgumentException(where + ": not a mapping");
    }
    JsonNode list = node.get("scores");
    if (list == null || !list.isArray() || list.isEmpty()) {
      throw new IllegalArgumentException(where + ".scores: missing or empty");
    }
    List<Double> scores = new java.util.ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      String place = where + ".scores[" + i + "]";
      Double score = number(list.get(i), place);
      if (score == null) {
        throw new IllegalArgumentException(place + ": missing");
      }
      scores.add(fraction(score, place));
    }
    return new Task(List.copyOf(scores), fraction(firstNumber(node, "acc_at_", where), where + ".acc"),
        fraction(firstNumber(node, "std_at_", where), where + ".std"), averages(node, where));
  }

  /** Every {@code <figure>_avg_<k>} of a mapping, as figure → value. */
  private static Map<String, Double> averages(JsonNode node, String where) {
    if (!node.isObject()) {
      throw new IllegalArgumentException(where + ": not a mapping");
    }
    Map<String, Double> figures = new LinkedHashMap<>();
    node.properties().forEach(e -> {
      Matcher m = AVERAGE.matcher(e.getKey());
      if (m.matches()) {
        Double value = number(e.getValue(), where + "." + e.getKey());
        if (value != null && value < 0) {
          throw new IllegalArgumentException(where + "." + e.getKey() + ": " + e.getValue().asText()
              + " is negative (an average of tokens, seconds, rounds or calls)");
        }
        if (value != null) {
          figures.put(m.group(1), value);
        }
      }
    });
    return figures;
  }

  private static Double firstNumber(JsonNode node, String prefix, String where) {
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      if (e.getKey().startsWith(prefix) && e.getKey().substring(prefix.length()).matches("\\d+")) {
        return number(e.getValue(), where + "." + e.getKey());
      }
    }
    return null;
  }

  private static Double fraction(Double value, String where) {
    if (value != null && !(value >= 0 && value <= 1)) {
      throw new IllegalArgumentException(where + ": " + value + " is outside [0, 1]");
    }
    return value;
  }

  /** A number, also when YAML 1.1 read it as a string (it types "1e-05" without a dot as text). */
  private static Double number(JsonNode value, String where) {
    if (value == null || value.isNull()) {
      return null;
    }
    if (value.isNumber()) {
      // YAML spells NaN and infinity .nan and .inf; a report figure is never either.
      if (!Double.isFinite(value.doubleValue())) {
        throw new IllegalArgumentException(where + ": " + value.asText() + " is not a finite number");
      }
      return value.doubleValue();
    }
    if (value.isTextual()) {
      try {
        double parsed = Double.parseDouble(value.asText().trim());
        if (Double.isFinite(parsed)) {
          return parsed;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    throw new IllegalArgumentException(where + ": '" + value.asText() + "' is not a number");
  }

  private static String text(JsonNode root, String field, boolean required) {
    JsonNode value = root.get(field);
    if (value == null || value.isNull()) {
      if (required) {
        throw new IllegalArgumentException(field + ": missing");
      }
      return null;
    }
    if (value.isContainerNode()) {
      throw new IllegalArgumentException(field + ": must be text");
    }
    return value.asText();
  }
}
