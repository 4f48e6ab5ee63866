package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * acc@k and std@k of one mode over its test cases.
 *
 * @param acc the mean of the case accs; {@code null} when the mode is incomplete
 * @param std the mean of the case stds (not a std across cases); {@code null} like acc
 * @param incomplete what keeps the mode from being complete, one readable reason each
 * @param efficiency per figure, the mean over cases of the case means
 */
public record ModeResult(Double acc, Double std, boolean complete, List<String> incomplete,
    Map<String, Double> efficiency, Map<String, CaseResult> cases, ObjectNode extra) {

  private static final Set<String> KNOWN = Set.of("acc", "std", "complete", "incomplete", "efficiency", "cases");

  public ModeResult {
    Results.checkFraction(acc, "acc");
    Results.checkFraction(std, "std");
    incomplete = List.copyOf(incomplete);
    if (complete && !incomplete.isEmpty()) {
      throw new IllegalArgumentException("a complete mode cannot list reasons it is incomplete");
    }
    efficiency = Collections.unmodifiableMap(new LinkedHashMap<>(efficiency));
    cases = Collections.unmodifiableMap(new LinkedHashMap<>(cases));
    cases.keySet().forEach(c -> Id.require(c, "case"));
    extra = Json.keep(extra);
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  static ModeResult fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "a mode");
    List<String> incomplete = new ArrayList<>();
    JsonNode reasons = o.get("incomplete");
    if (reasons != null && !reasons.isNull()) {
      if (!reasons.isArray()) {
        throw new IllegalArgumentException("\"incomplete\" must be an array of reasons");
      }
      reasons.forEach(r -> incomplete.add(r.asText()));
    }
    Map<String, CaseResult> cases = new LinkedHashMap<>();
    JsonNode caseNodes = o.get("cases");
    if (caseNodes != null && !caseNodes.isNull()) {
      Json.requireObject(caseNodes, "\"cases\"").properties().forEach(e -> {
        try {
          cases.put(e.getKey(), CaseResult.fromJson(e.getValue()));
        } catch (IllegalArgumentException ex) {
          throw new IllegalArgumentException("case " + e.getKey() + ": " + ex.getMessage(), ex);
        }
      });
    }
    boolean complete = Json.bool(o, "complete", incomplete.isEmpty() && Json.number(o, "acc") != null);
    return new ModeResult(Json.number(o, "acc"), Json.number(o, "std"), complete, incomplete,
        Results.figures(o.get("efficiency")), cases, Json.unknownFields(o, KNOWN));
  }

  ObjectNode toJson() {
    ObjectNode o = Json.object();
    Results.putNullable(o, "acc", acc);
    Results.putNullable(o, "std", std);
    o.put("complete", complete);
    if (!incomplete.isEmpty()) {
      incomplete.forEach(o.putArray("incomplete")::add);
    }
    o.set("efficiency", Results.figuresJson(efficiency));
    ObjectNode caseNodes = o.putObject("cases");
    cases.forEach((name, result) -> caseNodes.set(name, result.toJson()));
    o.setAll(extra.deepCopy());
    return o;
  }
}
