package dev.floe.agent.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sample agent's state folder: {@code state.json}, which its solves read, and {@code SKILL.md}, the same for
 * people: every convention it holds, where each came from, and the attempts reflect rounds graded.
 *
 * @param header what the evolve was (mode, attempt, seed, round, train cases), for SKILL.md
 */
public record SampleState(Map<String, String> header, Map<String, Belief> beliefs, List<Trial> trials) {
  public static final String FILE = "state.json";
  public static final String NOTES = "SKILL.md";
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public SampleState {
    header = Collections.unmodifiableMap(new LinkedHashMap<>(header));
    beliefs = Collections.unmodifiableMap(new LinkedHashMap<>(beliefs));
    trials = List.copyOf(trials);
  }

  public static SampleState empty() {
    return new SampleState(Map.of(), Map.of(), List.of());
  }

  /** The state in {@code dir}; an empty state when the folder has none (mode base). */
  public static SampleState read(Path dir) throws IOException {
    Path file = dir.resolve(FILE);
    if (!Files.isRegularFile(file)) {
      return empty();
    }
    JsonNode root = JSON.readTree(file.toFile());
    Map<String, String> header = new LinkedHashMap<>();
    root.path("header").fields().forEachRemaining(e -> header.put(e.getKey(), e.getValue().asText()));
    Map<String, Belief> beliefs = new LinkedHashMap<>();
    root.path("beliefs").fields().forEachRemaining(e -> beliefs.put(e.getKey(), new Belief(
        e.getValue().path("value").asText(), Source.fromJson(e.getValue().path("source").asText()),
        e.getValue().path("evidence").asText())));
    List<Trial> trials = new ArrayList<>();
    for (JsonNode t : root.path("trials")) {
      Map<String, String> values = new LinkedHashMap<>();
      t.path("values").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
      trials.add(new Trial(t.path("round").asInt(), values, t.path("score").isNumber() ? t.get("score").asDouble()
          : null));
    }
    return new SampleState(header, beliefs, trials);
  }

  /** Writes {@code state.json} and {@code SKILL.md} into {@code dir}. */
  public void write(Path dir) throws IOException {
    ObjectNode root = JSON.createObjectNode();
    root.put("agent", "floe sample agent");
    header.forEach(root.putObject("header")::put);
    ObjectNode b = root.putObject("beliefs");
    beliefs.forEach((key, belief) -> b.putObject(key).put("value", belief.value())
        .put("source", belief.source().jsonName()).put("evidence", belief.evidence()));
    var t = root.putArray("trials");
    for (Trial trial : trials) {
      ObjectNode node = t.addObject().put("round", trial.round());
      trial.values().forEach(node.putObject("values")::put);
      if (trial.score() == null) {
        node.putNull("score");
      } else {
        node.put("score", trial.score());
      }
    }
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(FILE), JSON.writeValueAsString(root) + "\n", StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(NOTES), SkillNotes.of(this), StandardCharsets.UTF_8);
  }
}
