package dev.floe.aggregation.evaluation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The judge of an evaluation ({@code [judge]} in evaluation_config.toml): who it is, how it is called and how many
 * samples it gives per answer. Part of what an evaluation runs, so a resume with another judge is refused.
 *
 * @param kind {@code command} or {@code openai}
 * @param samples verdicts per answer ({@code --judge-samples}); the score is their mean
 * @param settings how it is called, such as {@code command}, {@code base_url}, {@code api_model}, {@code temperature},
 *     {@code timeout}: TOML values (strings, whole numbers, decimals, arrays of strings); never a key or a variable's
 *     value
 */
public record JudgeProtocol(String name, String model, String thinkingLevel, String version, String kind, int samples,
    Map<String, Object> settings) {

  static final List<String> IDENTITY = List.of("name", "model", "thinking_level", "version", "kind", "samples");

  public JudgeProtocol {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("judge.name is missing");
    }
    Objects.requireNonNull(kind, "judge.kind is missing");
    if (samples < 1) {
      throw new IllegalArgumentException("judge.samples must be 1 or more, not " + samples);
    }
    Map<String, Object> plain = new LinkedHashMap<>();
    settings.forEach((key, value) -> {
      if (IDENTITY.contains(key)) {
        throw new IllegalArgumentException("judge setting '" + key + "' clashes with the judge's own key");
      }
      if (value != null) {
        plain.put(key, tomlValue(key, value));
      }
    });
    settings = Collections.unmodifiableMap(plain);
  }

  /**
   * A value as TOML reads it back (whole numbers as Long, decimals as Double, arrays as lists), so that a config
   * written and read again compares equal, and a resume is not refused over an Integer that came back a Long.
   */
  private static Object tomlValue(String key, Object value) {
    if (value instanceof Integer || value instanceof Long || value instanceof Short) {
      return ((Number) value).longValue();
    }
    if (value instanceof Float || value instanceof Double) {
      return ((Number) value).doubleValue();
    }
    if (value instanceof String || value instanceof Boolean) {
      return value;
    }
    if (value instanceof List<?> list) {
      return list.stream().map(v -> tomlValue(key, v)).toList();
    }
    throw new IllegalArgumentException("judge setting '" + key + "' is " + value.getClass().getSimpleName()
        + ", not a TOML string, number, boolean or array");
  }

  Map<String, Object> asTable() {
    Map<String, Object> table = new LinkedHashMap<>();
    table.put("name", name);
    table.put("model", model);
    table.put("thinking_level", thinkingLevel);
    table.put("version", version);
    table.put("kind", kind);
    table.put("samples", (long) samples);
    table.putAll(settings);
    return table;
  }
}
