package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.Agent;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Results;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An evaluation folder as a leaderboard sees it: its results, and its config when needed. The config
 * is parsed only when results.json is missing or a row key reaches beyond what results.json carries
 * (agent, sub-benchmark, id): TOML parsing is most of the cost of reading 10,000 folders.
 */
public final class CollectedEvaluation {
  private final Path folder;
  private final Results results;
  private volatile EvaluationConfig config;

  /** @param results null when the folder has no results.json yet (unfinished, or never summarized) */
  public CollectedEvaluation(Path folder, EvaluationConfig config, Results results) {
    if (config == null && results == null) {
      throw new IllegalArgumentException(folder + ": needs a config or results");
    }
    this.folder = Objects.requireNonNull(folder);
    this.config = config;
    this.results = results;
  }

  public Path folder() {
    return folder;
  }

  /** null when the folder has no results.json. */
  public Results results() {
    return results;
  }

  /** The folder's evaluation_config.toml, read on first use; problems name the file. */
  public EvaluationConfig config() {
    EvaluationConfig read = config;
    if (read == null) {
      read = EvaluationFolder.at(folder).readConfig();
      config = read;
    }
    return read;
  }

  public String subBenchmark() {
    return results != null ? results.subBenchmark() : config().subBenchmark();
  }

  /** Whether this evaluation ran the mode (per its results, else its protocol). */
  public boolean hasMode(String mode) {
    return results != null ? results.modes().containsKey(mode) : config().protocol().modes().contains(mode);
  }

  /** The value of a row-key path such as {@code agent.model}; "" when the evaluation has none. */
  String keyValue(String path) {
    if (results != null) {
      Agent agent = results.agent();
      switch (path) {
        case "id":
          return results.evaluation();
        case "sub_benchmark":
          return results.subBenchmark();
        case "agent.name":
          return agent.name();
        case "agent.model":
          return Objects.toString(agent.model(), "");
        case "agent.thinking_level":
          return Objects.toString(agent.thinkingLevel(), "");
        case "agent.version":
          return Objects.toString(agent.version(), "");
        default:
          break;
      }
    }
    Object node = new LinkedHashMap<>(config().asTree());
    for (String part : path.split("\\.")) {
      node = node instanceof Map<?, ?> map ? map.get(part) : null;
    }
    return node == null || node instanceof Map ? "" : node.toString();
  }

  @Override
  public String toString() {
    return folder.toString();
  }
}
