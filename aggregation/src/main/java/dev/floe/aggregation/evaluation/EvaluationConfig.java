package dev.floe.aggregation.evaluation;

import dev.floe.aggregation.files.TomlInput;
import dev.floe.aggregation.files.TomlText;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/**
 * What an evaluation runs ({@code evaluation_config.toml}, SPEC.md §4): written first, before any
 * attempt. Unknown keys, at the top or inside a known table, are kept in {@link #extra} and written back.
 *
 * @param trainBenchmark absent when only {@code base} runs
 * @param judge the judge that grades the cases without a machine grader; null when no case of it needs one
 * @param extra keys this Floe does not know, as nested maps of TOML values
 */
public record EvaluationConfig(
    String id,
    String subBenchmark,
    String trainBenchmark,
    String testBenchmark,
    Instant created,
    BenchmarkRef train,
    BenchmarkRef test,
    Agent agent,
    Protocol protocol,
    JudgeProtocol judge,
    Map<String, Object> extra) {
  /** Protocol keys Floe records since a later version (the default time limits): absent from older folders. */
  private static final java.util.Set<String> RECORDED_LATER = java.util.Set.of("protocol.timeout",
      "protocol.evolve_timeout");

  public static final String FILE = "evaluation_config.toml";

  public EvaluationConfig {
    Id.require(id, "id");
    Id.require(subBenchmark, "sub_benchmark");
    if (trainBenchmark != null) {
      Id.require(trainBenchmark, "train_benchmark");
    }
    Id.require(testBenchmark, "test_benchmark");
    Objects.requireNonNull(agent, "[agent] is missing");
    Objects.requireNonNull(protocol, "[protocol] is missing");
    created = created == null ? null : created.truncatedTo(ChronoUnit.SECONDS);
    extra = extra == null ? Map.of() : deepCopy(extra);
  }

  /** An evaluation without a judge: every case it grades has a machine grader. */
  public EvaluationConfig(String id, String subBenchmark, String trainBenchmark, String testBenchmark,
      Instant created, BenchmarkRef train, BenchmarkRef test, Agent agent, Protocol protocol,
      Map<String, Object> extra) {
    this(id, subBenchmark, trainBenchmark, testBenchmark, created, train, test, agent, protocol, null, extra);
  }

  public EvaluationConfig withExtra(Map<String, Object> newExtra) {
    return new EvaluationConfig(id, subBenchmark, trainBenchmark, testBenchmark, created, train, test, agent,
        protocol, judge, newExtra);
  }

  /** The whole document as nested maps, known and unknown keys together; leaderboard row keys read it. */
  public Map<String, Object> asTree() {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("id", id);
    root.put("sub_benchmark", subBenchmark);
    root.put("train_benchmark", trainBenchmark);
    root.put("test_benchmark", testBenchmark);
    root.put("created", created);
    Map<String, Object> benchmarks = new LinkedHashMap<>();
    if (train != null) {
      benchmarks.put("train", ref(train));
    }
    if (test != null) {
      benchmarks.put("test", ref(test));
    }
    if (!benchmarks.isEmpty()) {
      root.put("benchmarks", benchmarks);
    }
    Map<String, Object> agentTable = new LinkedHashMap<>();
    agentTable.put("name", agent.name());
    agentTable.put("model", agent.model());
    agentTable.put("thinking_level", agent.thinkingLevel());
    agentTable.put("version", agent.version());
    root.put("agent", agentTable);
    Map<String, Object> protocolTable = new LinkedHashMap<>();
    protocolTable.put("modes", protocol.modes());
    protocolTable.put("attempts", (long) protocol.attempts());
    protocolTable.put("max_tries", protocol.maxTries() == null ? null : (long) protocol.maxTries());
    protocolTable.put("seed", protocol.seed());
    root.put("protocol", protocolTable);
    if (judge != null) {
      root.put("judge", judge.asTable());
    }
    merge(root, extra);
    return root;
  }

  /**
   * The dotted keys whose values differ between two configs, {@code created} aside: a resume into a
   * folder whose config differs is refused with these keys named.
   */
  public List<String> differingKeys(EvaluationConfig other) {
    return differences(other).stream().map(d -> d.substring(0, d.indexOf(':'))).toList();
  }

  /**
   * Each differing key as {@code "key: was X, now Y"} ({@code this} is what was, {@code other} what is wanted), in
   * key order; {@code created} is when, not what, and is ignored. A resume into a folder is refused with these.
   */
  public List<String> differences(EvaluationConfig other) {
    Map<String, Object> mine = new java.util.TreeMap<>();
    Map<String, Object> theirs = new java.util.TreeMap<>();
    flatten("", asTree(), mine);
    flatten("", other.asTree(), theirs);
    java.util.Set<String> keys = new java.util.TreeSet<>(mine.keySet());
    keys.addAll(theirs.keySet());
    keys.remove("created");
    return keys.stream()
        .filter(k -> !same(k, mine.get(k), theirs.get(k)))
        .map(k -> k + ": was " + mine.get(k) + ", now " + theirs.get(k))
        .toList();
  }

  /**
   * The modes are a set: {@code --modes self,base} resumes what {@code --modes base,self} began. Keys that earlier
   * Floe versions did not record are not held against a folder they made.
   */
  private static boolean same(String key, Object was, Object now) {
    if (key.equals("protocol.modes") && was instanceof List<?> a && now instanceof List<?> b) {
      return a.size() == b.size() && new java.util.HashSet<>(a).equals(new java.util.HashSet<>(b));
    }
    if (was == null && RECORDED_LATER.contains(key)) {
      return true;
    }
    return Objects.equals(was, now);
  }

  @SuppressWarnings("unchecked")
  private static void flatten(String prefix, Map<String, Object> table, Map<String, Object> into) {
    table.forEach((key, value) -> {
      if (value instanceof Map) {
        flatten(prefix + key + ".", (Map<String, Object>) value, into);
      } else if (value != null) {
        into.put(prefix + key, value);
      }
    });
  }

  public String toToml() {
    return TomlText.of(asTree());
  }

  /** Reads the TOML text; problems name the key and, for syntax errors, the line. */
  public static EvaluationConfig parse(String text) {
    TomlParseResult toml = TomlInput.parse(text);
    if (toml.hasErrors()) {
      var error = toml.errors().get(0);
      throw new IllegalArgumentException("line " + error.position().line() + ", column "
          + error.position().column() + ": " + error.getMessage());
    }
    Map<String, Object> rest = plain(toml);
    String id = string(rest, "id", true);
    String sub = string(rest, "sub_benchmark", true);
    String train = string(rest, "train_benchmark", false);
    String test = string(rest, "test_benchmark", true);
    Instant created = instant(rest, "created");
    Map<String, Object> benchmarks = table(rest, "benchmarks");
    BenchmarkRef trainRef = benchmarkRef(benchmarks, "train");
    BenchmarkRef testRef = benchmarkRef(benchmarks, "test");
    dropIfEmpty(rest, "benchmarks");
    Map<String, Object> agentTable = table(rest, "agent");
    if (agentTable == null) {
      throw new IllegalArgumentException("[agent] is missing");
    }
    Agent agent = new Agent(string(agentTable, "name", true, "agent.name"),
        string(agentTable, "model", false, "agent.model"),
        string(agentTable, "thinking_level", false, "agent.thinking_level"),
        string(agentTable, "version", false, "agent.version"));
    dropIfEmpty(rest, "agent");
    Map<String, Object> protocolTable = table(rest, "protocol");
    if (protocolTable == null) {
      throw new IllegalArgumentException("[protocol] is missing");
    }
    Object modes = protocolTable.remove("modes");
    if (!(modes instanceof List<?> list) || !list.stream().allMatch(m -> m instanceof String)) {
      throw new IllegalArgumentException("protocol.modes must be an array of mode names");
    }
    List<String> modeNames = new ArrayList<>();
    list.forEach(m -> modeNames.add((String) m));
    Long attempts = integer(protocolTable, "attempts", "protocol.attempts");
    if (attempts == null) {
      throw new IllegalArgumentException("protocol.attempts is missing");
    }
    Long maxTries = integer(protocolTable, "max_tries", "protocol.max_tries");
    Long seed = integer(protocolTable, "seed", "protocol.seed");
    Protocol protocol = new Protocol(modeNames, Math.toIntExact(attempts),
        maxTries == null ? null : Math.toIntExact(maxTries), seed);
    dropIfEmpty(rest, "protocol");
    JudgeProtocol judge = judge(rest);
    return new EvaluationConfig(id, sub, train, test, created, trainRef, testRef, agent, protocol, judge, rest);
  }

  /** {@code [judge]}: its identity keys, and every other key as one of its settings. */
  private static JudgeProtocol judge(Map<String, Object> rest) {
    Map<String, Object> table = table(rest, "judge");
    if (table == null) {
      return null;
    }
    String name = string(table, "name", true, "judge.name");
    String model = string(table, "model", false, "judge.model");
    String thinking = string(table, "thinking_level", false, "judge.thinking_level");
    String version = string(table, "version", false, "judge.version");
    String kind = string(table, "kind", true, "judge.kind");
    Long samples = integer(table, "samples", "judge.samples");
    if (samples == null) {
      throw new IllegalArgumentException("judge.samples is missing");
    }
    JudgeProtocol judge = new JudgeProtocol(name, model, thinking, version, kind, Math.toIntExact(samples),
        new LinkedHashMap<>(table));
    rest.remove("judge");
    return judge;
  }

  private static Map<String, Object> ref(BenchmarkRef ref) {
    Map<String, Object> table = new LinkedHashMap<>();
    table.put("id", ref.id());
    table.put("version", ref.version());
    table.put("sha256", ref.sha256());
    return table;
  }

  private static BenchmarkRef benchmarkRef(Map<String, Object> benchmarks, String which) {
    if (benchmarks == null) {
      return null;
    }
    Map<String, Object> table = table(benchmarks, which);
    if (table == null) {
      return null;
    }
    String prefix = "benchmarks." + which + ".";
    BenchmarkRef ref = new BenchmarkRef(string(table, "id", true, prefix + "id"),
        string(table, "version", false, prefix + "version"), string(table, "sha256", false, prefix + "sha256"));
    dropIfEmpty(benchmarks, which);
    return ref;
  }

  private static String string(Map<String, Object> table, String key, boolean required) {
    return string(table, key, required, key);
  }

  private static String string(Map<String, Object> table, String key, boolean required, String name) {
    Object value = table.remove(key);
    if (value == null) {
      if (required) {
        throw new IllegalArgumentException(name + " is missing");
      }
      return null;
    }
    if (!(value instanceof String s)) {
      throw new IllegalArgumentException(name + " must be a string, not " + value);
    }
    return s;
  }

  private static Long integer(Map<String, Object> table, String key, String name) {
    Object value = table.remove(key);
    if (value == null) {
      return null;
    }
    if (!(value instanceof Long l)) {
      throw new IllegalArgumentException(name + " must be a whole number, not "
          + (value instanceof String text ? "the string \"" + text + "\"" : value));
    }
    return l;
  }

  private static Instant instant(Map<String, Object> table, String key) {
    Object value = table.remove(key);
    if (value == null) {
      return null;
    }
    if (value instanceof OffsetDateTime time) {
      return time.toInstant();
    }
    if (value instanceof String s) {
      try {
        return Instant.parse(s);
      } catch (java.time.format.DateTimeParseException e) {
        // fall through to the message below
      }
    }
    throw new IllegalArgumentException(key + " must be an ISO 8601 UTC time such as 2026-10-29T12:00:00Z, not "
        + value);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> table(Map<String, Object> parent, String key) {
    Object value = parent.get(key);
    if (value == null) {
      return null;
    }
    if (!(value instanceof Map)) {
      throw new IllegalArgumentException(key + " must be a table");
    }
    return (Map<String, Object>) value;
  }

  private static void dropIfEmpty(Map<String, Object> parent, String key) {
    Object value = parent.get(key);
    if (value instanceof Map<?, ?> map && map.isEmpty()) {
      parent.remove(key);
    }
  }

  /** tomlj's tables and arrays as mutable plain maps and lists, in document order. */
  private static Map<String, Object> plain(TomlTable table) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (String key : table.keySet()) {
      map.put(key, plainValue(table.get(List.of(key))));
    }
    return map;
  }

  private static Object plainValue(Object value) {
    if (value instanceof TomlTable t) {
      return plain(t);
    }
    if (value instanceof TomlArray a) {
      List<Object> list = new ArrayList<>();
      for (int i = 0; i < a.size(); i++) {
        list.add(plainValue(a.get(i)));
      }
      return list;
    }
    return value;
  }

  @SuppressWarnings("unchecked")
  private static void merge(Map<String, Object> into, Map<String, Object> extra) {
    extra.forEach((key, value) -> {
      Object existing = into.get(key);
      if (existing instanceof Map && value instanceof Map) {
        merge((Map<String, Object>) existing, (Map<String, Object>) value);
      } else if (existing == null) {
        into.put(key, value);
      }
    });
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> deepCopy(Map<String, Object> map) {
    Map<String, Object> copy = new LinkedHashMap<>();
    map.forEach((key, value) -> copy.put(key, value instanceof Map
        ? deepCopy((Map<String, Object>) value)
        : value instanceof List<?> list ? List.copyOf(list) : value));
    return Collections.unmodifiableMap(copy);
  }
}
