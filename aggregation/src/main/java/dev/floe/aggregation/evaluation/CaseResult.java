package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * acc@k and std@k of one test case in one mode.
 *
 * @param scores one per attempt, in attempt order; {@code null} where the attempt failed or is missing
 * @param acc the mean of the scores; {@code null} unless every attempt has a score
 * @param std the population standard deviation of the scores; {@code null} like acc
 * @param efficiency per figure, the mean over the attempts (only figures every attempt reported)
 */
public record CaseResult(List<Double> scores, Double acc, Double std, boolean complete,
    Map<String, Double> efficiency, ObjectNode extra) {

  private static final Set<String> KNOWN = Set.of("scores", "acc", "std", "complete", "efficiency");

  public CaseResult {
    scores = Collections.unmodifiableList(new ArrayList<>(scores));
    for (Double s : scores) {
      if (s != null && !(s >= 0 && s <= 1)) {
        throw new IllegalArgumentException("score " + s + " is outside [0, 1]");
      }
    }
    Results.checkFraction(acc, "acc");
    Results.checkFraction(std, "std");
    efficiency = Collections.unmodifiableMap(new LinkedHashMap<>(efficiency));
    extra = Json.keep(extra);
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  static CaseResult fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "a case");
    JsonNode list = o.get("scores");
    if (list == null || !list.isArray()) {
      throw new IllegalArgumentException("\"scores\" must be an array");
    }
    List<Double> scores = new ArrayList<>();
    for (JsonNode s : list) {
      if (!s.isNull() && !s.isNumber()) {
        throw new IllegalArgumentException("\"scores\" must hold numbers or null, not " + s);
      }
      scores.add(s.isNull() ? null : s.doubleValue());
    }
    return new CaseResult(scores, Json.number(o, "acc"), Json.number(o, "std"),
        Json.bool(o, "complete", Json.number(o, "acc") != null), Results.figures(o.get("efficiency")),
        Json.unknownFields(o, KNOWN));
  }

  ObjectNode toJson() {
    ObjectNode o = Json.object();
    ArrayNode list = o.putArray("scores");
    scores.forEach(s -> {
      if (s == null) {
        list.addNull();
      } else {
        list.add(s);
      }
    });
    Results.putNullable(o, "acc", acc);
    Results.putNullable(o, "std", std);
    o.put("complete", complete);
    if (!efficiency.isEmpty()) {
      o.set("efficiency", Results.figuresJson(efficiency));
    }
    o.setAll(extra.deepCopy());
    return o;
  }
}
