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
 * The aggregates of one evaluation folder ({@code results.json}, SPEC.md §4), written last.
 *
 * @param modes in the protocol's order; every mode of the protocol is present, complete or not
 * @param discrepancies stored aggregates that disagree with the attempts (imports only); empty otherwise
 * @param extra top-level fields this Floe does not know, kept on rewrite
 */
public record Results(String evaluation, String subBenchmark, Agent agent, boolean complete,
    Map<String, ModeResult> modes, List<Discrepancy> discrepancies, ObjectNode extra) {

  public static final String FILE = "results.json";
  private static final Set<String> KNOWN =
      Set.of("evaluation", "sub_benchmark", "agent", "complete", "modes", "discrepancies");

  public Results {
    Id.require(evaluation, "evaluation");
    Id.require(subBenchmark, "sub_benchmark");
    if (agent == null) {
      throw new IllegalArgumentException("\"agent\" is missing");
    }
    modes = Collections.unmodifiableMap(new LinkedHashMap<>(modes));
    modes.keySet().forEach(m -> Id.require(m, "mode"));
    if (complete && modes.values().stream().anyMatch(m -> !m.complete())) {
      throw new IllegalArgumentException("\"complete\" is true but a mode is incomplete");
    }
    discrepancies = List.copyOf(discrepancies);
    extra = Json.keep(extra);
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  public Results withDiscrepancies(List<Discrepancy> found) {
    return new Results(evaluation, subBenchmark, agent, complete, modes, found, extra);
  }

  public Results withExtra(ObjectNode newExtra) {
    return new Results(evaluation, subBenchmark, agent, complete, modes, discrepancies, newExtra);
  }

  public static Results fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "results");
    ObjectNode agentNode = Json.requireObject(o.get("agent"), "\"agent\"");
    Agent agent = new Agent(Json.text(agentNode, "name", true), Json.text(agentNode, "model", false),
        Json.text(agentNode, "thinking_level", false), Json.text(agentNode, "version", false));
    Map<String, ModeResult> modes = new LinkedHashMap<>();
    Json.requireObject(o.get("modes"), "\"modes\"").properties().forEach(e -> {
      try {
        modes.put(e.getKey(), ModeResult.fromJson(e.getValue()));
      } catch (IllegalArgumentException ex) {
        throw new IllegalArgumentException("modes." + e.getKey() + ": " + ex.getMessage(), ex);
      }
    });
    List<Discrepancy> discrepancies = new ArrayList<>();
    JsonNode list = o.get("discrepancies");
    if (list != null && list.isArray()) {
      for (JsonNode d : list) {
        Double stored = Json.number(d, "stored");
        Double recomputed = Json.number(d, "recomputed");
        if (stored == null || recomputed == null) {
          throw new IllegalArgumentException("a discrepancy needs \"stored\" and \"recomputed\" numbers");
        }
        discrepancies.add(new Discrepancy(Json.text(d, "where", true), stored, recomputed));
      }
    }
    boolean complete = Json.bool(o, "complete", false);
    return new Results(Json.text(o, "evaluation", true), Json.text(o, "sub_benchmark", true), agent, complete,
        modes, discrepancies, Json.unknownFields(o, KNOWN));
  }

  public ObjectNode toJson() {
    ObjectNode o = Json.object();
    o.put("evaluation", evaluation);
    o.put("sub_benchmark", subBenchmark);
    ObjectNode agentNode = o.putObject("agent");
    agentNode.put("name", agent.name());
    putText(agentNode, "model", agent.model());
    putText(agentNode, "thinking_level", agent.thinkingLevel());
    putText(agentNode, "version", agent.version());
    o.put("complete", complete);
    ObjectNode modeNodes = o.putObject("modes");
    modes.forEach((name, mode) -> modeNodes.set(name, mode.toJson()));
    if (!discrepancies.isEmpty()) {
      ArrayNode list = o.putArray("discrepancies");
      for (Discrepancy d : discrepancies) {
        ObjectNode item = list.addObject();
        item.put("where", d.where());
        item.put("stored", d.stored());
        item.put("recomputed", d.recomputed());
      }
    }
    o.setAll(extra.deepCopy());
    return o;
  }

  static void checkFraction(Double value, String name) {
    if (value != null && !(value >= 0 && value <= 1)) {
      throw new IllegalArgumentException(name + " " + value + " is outside [0, 1]");
    }
  }

  static void putNullable(ObjectNode o, String field, Double value) {
    if (value == null) {
      o.putNull(field);
    } else {
      o.put(field, value);
    }
  }

  private static void putText(ObjectNode o, String field, String value) {
    if (value != null) {
      o.put(field, value);
    }
  }

  static Map<String, Double> figures(JsonNode node) {
    Map<String, Double> figures = new LinkedHashMap<>();
    if (node == null || node.isNull()) {
      return figures;
    }
    Json.requireObject(node, "\"efficiency\"").properties().forEach(e -> {
      if (!e.getValue().isNumber()) {
        throw new IllegalArgumentException("efficiency \"" + e.getKey() + "\" must be a number, not "
            + e.getValue());
      }
      figures.put(e.getKey(), e.getValue().doubleValue());
    });
    return figures;
  }

  static ObjectNode figuresJson(Map<String, Double> figures) {
    ObjectNode node = Json.object();
    figures.forEach(node::put);
    return node;
  }
}
