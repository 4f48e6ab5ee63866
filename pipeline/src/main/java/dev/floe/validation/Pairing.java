package dev.floe.validation;

import dev.floe.benchmark.Benchmark;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Pairs benchmark ids into sub-benchmarks (SPEC §1): {@code x-train} + {@code x-test} form {@code x}; a test alone,
 * or a benchmark with neither suffix, is a base-only sub-benchmark; a train alone is reported and skipped.
 */
final class Pairing {
  /** A sub-benchmark by ids: its train benchmark when it has one, and the benchmark it is tested on. */
  record Pair(String id, Optional<String> train, String test) {}

  private Pairing() {}

  /** Pairs {@code ids} (benchmark folder names), reporting lone trains and stems claimed twice. */
  static List<Pair> pair(List<String> ids, Problems problems) {
    Map<String, String> trains = new TreeMap<>();
    Map<String, List<String>> tests = new TreeMap<>();
    for (String id : ids) {
      if (id.endsWith(Benchmark.TRAIN_SUFFIX)) {
        trains.put(stem(id, Benchmark.TRAIN_SUFFIX), id);
      } else {
        String stem = id.endsWith(Benchmark.TEST_SUFFIX) ? stem(id, Benchmark.TEST_SUFFIX) : id;
        tests.computeIfAbsent(stem, k -> new ArrayList<>()).add(id);
      }
    }
    List<Pair> pairs = new ArrayList<>();
    for (Map.Entry<String, List<String>> entry : tests.entrySet()) {
      String stem = entry.getKey();
      if (stem.isEmpty()) {
        continue; // a benchmark named just "-test" fails the id rule and is reported there
      }
      if (entry.getValue().size() > 1) {
        problems.error("packages/" + entry.getValue().get(1),
            "benchmarks " + String.join(" and ", entry.getValue()) + " both form sub-benchmark '" + stem + "'",
            "rename one: '" + stem + "-test' is the test set of sub-benchmark '" + stem + "'");
        continue;
      }
      pairs.add(new Pair(stem, Optional.ofNullable(trains.get(stem)), entry.getValue().get(0)));
    }
    for (Map.Entry<String, String> train : trains.entrySet()) {
      if (!tests.containsKey(train.getKey())) {
        problems.warning("packages/" + train.getValue(),
            "train benchmark has no test partner '" + train.getKey() + Benchmark.TEST_SUFFIX + "'; it is skipped",
            "add packages/" + train.getKey() + Benchmark.TEST_SUFFIX + "/ to evaluate what is learned on it");
      }
    }
    return pairs;
  }

  private static String stem(String id, String suffix) {
    return id.substring(0, id.length() - suffix.length());
  }
}
