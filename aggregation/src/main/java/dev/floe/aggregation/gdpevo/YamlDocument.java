package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.files.YamlInput;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A YAML file as a JSON tree, with anchors, aliases and merge keys resolved. SnakeYAML composes the
 * document (Jackson's YAML parser would hand back an alias as its anchor's name); Jackson then gives
 * the tree the same typed access as Floe's JSON files.
 */
final class YamlDocument {
  private YamlDocument() {}

  static JsonNode parse(String text) {
    try {
      // Reports reuse efficiency blocks through aliases, more than SnakeYAML's default cap of 50; what aliases
      // expand to is bounded by YamlInput instead ("billion laughs").
      return YamlInput.parse(text, 10_000, Json.MAPPER);
    } catch (MarkedYAMLException e) {
      var mark = e.getProblemMark();
      throw new IllegalArgumentException("line " + (mark.getLine() + 1) + ", column " + (mark.getColumn() + 1)
          + ": not valid YAML (" + e.getProblem() + ")", e);
    } catch (YAMLException e) {
      throw new IllegalArgumentException("not valid YAML (" + e.getMessage() + ")", e);
    }
  }
}
