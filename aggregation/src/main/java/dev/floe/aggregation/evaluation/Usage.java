package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one attempt consumed, as the agent reported it ({@code usage.json}): numeric figures such as
 * {@code input_tokens}, {@code cost_usd}, {@code turns}, {@code tool_calls}, plus the session id.
 * Figures are kept by name, so harness-specific token buckets pass through unchanged.
 */
public record Usage(Map<String, Double> figures, String sessionId, ObjectNode extra) {
  public static final Usage NONE = new Usage(Map.of(), null, null);

  public Usage {
    figures = Collections.unmodifiableMap(new LinkedHashMap<>(figures));
    figures.forEach((name, value) -> {
      if (value == null || !Double.isFinite(value) || value < 0) {
        throw new IllegalArgumentException("usage figure \"" + name + "\" must be a number >= 0, not " + value);
      }
    });
    extra = Json.keep(extra);
  }

  public static Usage of(Map<String, Double> figures) {
    return new Usage(figures, null, null);
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  public boolean isEmpty() {
    return figures.isEmpty() && sessionId == null && extra.isEmpty();
  }

  public static Usage fromJson(JsonNode node) {
    if (node == null || node.isNull()) {
      return NONE;
    }
    ObjectNode object = Json.requireObject(node, "\"usage\"");
    Map<String, Double> figures = new LinkedHashMap<>();
    ObjectNode extra = Json.object();
    String session = null;
    for (Map.Entry<String, JsonNode> e : object.properties()) {
      if (e.getKey().equals("session_id") && e.getValue().isTextual()) {
        session = e.getValue().asText();
      } else if (e.getValue().isNumber()) {
        figures.put(e.getKey(), e.getValue().doubleValue());
      } else if (!e.getValue().isNull()) {
        extra.set(e.getKey(), e.getValue().deepCopy());
      }
    }
    return new Usage(figures, session, extra);
  }

  public ObjectNode toJson() {
    ObjectNode node = Json.object();
    figures.forEach((name, value) -> Json.putFigure(node, name, value));
    if (sessionId != null) {
      node.put("session_id", sessionId);
    }
    node.setAll(extra.deepCopy());
    return node;
  }
}
