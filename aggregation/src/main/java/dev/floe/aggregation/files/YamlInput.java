package dev.floe.aggregation.files;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Loads YAML with SnakeYAML's safe constructor (plain maps, lists and scalars; no classes) into a JSON tree, with
 * duplicate keys refused and a bound on what aliases expand to. SnakeYAML shares an aliased node, but a tree
 * copies it once per alias: ten levels of ten aliases ("billion laughs") would be 10^10 nodes and no memory left.
 */
public final class YamlInput {
  /** Nodes a document may expand to; GDPevo's largest report or manifest is a few thousand. */
  public static final int MAX_NODES = 1_000_000;

  private YamlInput() {}

  /**
   * The document as a tree. Throws SnakeYAML's {@code YAMLException} (with its mark) on a syntax error, and
   * IllegalArgumentException when the document expands past {@link #MAX_NODES} or nests too deep.
   */
  public static JsonNode parse(String text, int maxAliases, ObjectMapper mapper) {
    LoaderOptions options = new LoaderOptions();
    options.setMaxAliasesForCollections(maxAliases);
    options.setAllowDuplicateKeys(false);
    options.setCodePointLimit((int) Math.min(Integer.MAX_VALUE, InputFile.DOCUMENT_LIMIT));
    Object document = new Yaml(new SafeConstructor(options)).load(text);
    requireSmall(document);
    return mapper.valueToTree(document);
  }

  /** Counts the nodes of the expanded tree without building it, stopping at the limit. */
  private static void requireSmall(Object document) {
    Deque<Object> pending = new ArrayDeque<>();
    pending.push(document == null ? "" : document);
    long nodes = 0;
    while (!pending.isEmpty()) {
      Object node = pending.pop();
      if (++nodes > MAX_NODES) {
        throw new IllegalArgumentException("the document expands to more than " + MAX_NODES
            + " values through its aliases (&anchor / *alias); Floe does not read it");
      }
      if (node instanceof Map<?, ?> map) {
        map.values().forEach(v -> pending.push(v == null ? "" : v));
      } else if (node instanceof Collection<?> list) {
        list.forEach(v -> pending.push(v == null ? "" : v));
      }
    }
  }
}
