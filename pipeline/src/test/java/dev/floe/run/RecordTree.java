package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files of an output folder's evaluations as a comparable map (relative path to content), with only what must
 * differ between two runs of the same job taken out: wall-clock times and durations. Every other byte counts, so a
 * leftover temporary file, a log of a killed try or a record written twice shows up as a difference.
 */
final class RecordTree {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> TIMING =
      Set.of("started", "finished", "duration_ms", "agent_ms", "seconds", "created");

  private RecordTree() {}

  static Map<String, String> of(Path evaluations) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(evaluations)) {
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        String name = evaluations.relativize(file).toString();
        files.put(name, normalized(file));
      }
    }
    return files;
  }

  /** The records (run.json and evolve.json) under {@code evaluations}, relative path to exact bytes. */
  static Map<String, String> records(Path evaluations) throws IOException {
    Map<String, String> records = new TreeMap<>();
    if (!Files.isDirectory(evaluations)) {
      return records;
    }
    try (Stream<Path> walk = Files.walk(evaluations)) {
      for (Path file : walk.filter(RecordTree::isRecord).toList()) {
        try {
          records.put(evaluations.relativize(file).toString(), Files.readString(file));
        } catch (java.nio.file.NoSuchFileException e) {
          // renamed away between the listing and the read: not a record (yet)
        }
      }
    } catch (java.io.UncheckedIOException e) {
      if (!(e.getCause() instanceof java.nio.file.NoSuchFileException)) {
        throw e;
      }
      return records(evaluations); // a folder vanished mid-walk (an attempt being cleared): look again
    }
    return records;
  }

  static boolean isRecord(Path file) {
    String name = file.getFileName().toString();
    return name.equals("run.json") || name.equals(Evolver.EVOLVE_FILE);
  }

  private static String normalized(Path file) throws IOException {
    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    String name = file.getFileName().toString();
    if (name.endsWith(".json")) {
      JsonNode tree = JSON.readTree(text);
      strip(tree);
      return tree.toPrettyString();
    }
    if (name.equals("evaluation_config.toml")) {
      return text.replaceAll("(?m)^created = .*$", "created = …");
    }
    if (name.equals("README.md")) {
      return withoutSeconds(text);
    }
    return text;
  }

  /** The README's tables with their "seconds" column blanked: seconds per attempt are wall-clock time. */
  private static String withoutSeconds(String text) {
    StringBuilder out = new StringBuilder();
    int column = -1;
    for (String line : text.split("\n", -1)) {
      List<String> cells = new ArrayList<>(List.of(line.split("\\|", -1)));
      if (line.startsWith("|") && cells.stream().map(String::strip).toList().contains("seconds")) {
        column = cells.stream().map(String::strip).toList().indexOf("seconds");
      } else if (!line.startsWith("|")) {
        column = -1;
      } else if (column >= 0 && column < cells.size()) {
        cells.set(column, " … ");
        line = String.join("|", cells);
      }
      out.append(line).append('\n');
    }
    return out.toString();
  }

  private static void strip(JsonNode node) {
    if (node instanceof ObjectNode object) {
      List<String> names = new ArrayList<>();
      object.fieldNames().forEachRemaining(names::add);
      for (String field : names) {
        if (TIMING.contains(field)) {
          object.remove(field);
        } else {
          strip(object.get(field));
        }
      }
    } else if (node != null && node.isArray()) {
      node.forEach(RecordTree::strip);
    }
  }
}
