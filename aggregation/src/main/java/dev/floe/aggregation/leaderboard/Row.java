package dev.floe.aggregation.leaderboard;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One leaderboard row: the evaluations that share a row key, one per sub-benchmark, and every column.
 *
 * @param key row-key path → value, in the config's order ("" when an evaluation lacks the key)
 * @param evaluations sub-benchmark → evaluation folder, in vector order
 * @param incomplete why the row is incomplete (missing sub-benchmarks, modes, attempts); empty if complete
 */
public record Row(Map<String, String> key, Map<String, Path> evaluations, Map<String, Cell> cells,
    List<String> incomplete) {

  public Row {
    key = Collections.unmodifiableMap(new LinkedHashMap<>(key));
    evaluations = Collections.unmodifiableMap(new LinkedHashMap<>(evaluations));
    cells = Collections.unmodifiableMap(new LinkedHashMap<>(cells));
    incomplete = List.copyOf(incomplete);
  }

  public boolean complete() {
    return incomplete.isEmpty();
  }

  /** The key as people read it: "codex / gpt-5.5". */
  public String label() {
    return String.join(" / ", key.values().stream().map(v -> v.isEmpty() ? "—" : v).toList());
  }
}
