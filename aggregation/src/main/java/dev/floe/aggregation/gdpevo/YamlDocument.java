package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Json;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
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
    LoaderOptions options = new LoaderOptions();
    // Reports reuse efficiency blocks through aliases; the default cap of 50 is for untrusted input
    // in general, and a report is still bounded by this limit against "billion laughs" documents.
    options.setMaxAliasesForCollections(10_000);
    options.setAllowDuplicateKeys(false);
    try {
      Object document = new Yaml(new SafeConstructor(options)).load(text);
      return Json.MAPPER.valueToTree(document);
    } catch (MarkedYAMLException e) {
      var mark = e.getProblemMark();
      throw new IllegalArgumentException("line " + (mark.getLine() + 1) + ", column " + (mark.getColumn() + 1)
          + ": not valid YAML (" + e.getProblem() + ")", e);
    } catch (YAMLException e) {
      throw new IllegalArgumentException("not valid YAML (" + e.getMessage() + ")", e);
    }
  }
}
