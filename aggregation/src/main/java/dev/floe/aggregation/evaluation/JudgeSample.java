package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;

/**
 * One verdict of the judge on one answer (one of {@code --judge-samples}): the normalized score and the rule that read
 * it from the judge's JSON, or the named failure that outlasted its tries; never a 0 in place of a failure.
 *
 * @param sample 1-based
 * @param rule how the score was read (SPEC §1.1's rule; {@code score/rubric maximum} when the rubric's stated maximum
 *     stood in for a max_score the judge left out); null when failed
 * @param tries the judge calls this sample took (failed calls are retried up to {@code --max-tries})
 * @param raw the judge's JSON object as it printed it ({@code score}, {@code max_score}, {@code reason},
 *     {@code points}); null when it printed none
 * @param usage what the judge reported it consumed over the sample's tries, kept apart from the agent's usage
 */
public record JudgeSample(int sample, RunStatus status, Double score, String rule, Failure failure, String detail,
    int tries, Long durationMs, JsonNode raw, Usage usage, ObjectNode extra) {

  private static final Set<String> KNOWN = Set.of("sample", "status", "score", "rule", "failure", "detail", "tries",
      "duration_ms", "raw", "usage");

  public JudgeSample {
    if (sample < 1) {
      throw new IllegalArgumentException("sample must be 1 or more, not " + sample);
    }
    if (status == null) {
      throw new IllegalArgumentException("a judge sample's status is missing");
    }
    if (status == RunStatus.OK && (score == null || !(score >= 0 && score <= 1) || failure != null)) {
      throw new IllegalArgumentException("an ok judge sample has a score in [0, 1] and no failure (sample " + sample
          + ", score " + score + ")");
    }
    if (status == RunStatus.FAILED && (score != null || failure == null)) {
      throw new IllegalArgumentException("a failed judge sample has a failure and no score (sample " + sample + ")");
    }
    if (tries < 1) {
      throw new IllegalArgumentException("a judge sample's tries must be 1 or more, not " + tries);
    }
    raw = raw == null || raw.isNull() ? null : raw.deepCopy();
    usage = usage == null ? Usage.NONE : usage;
    extra = Json.keep(extra);
  }

  public static JudgeSample scored(int sample, double score, String rule, int tries, long durationMs, JsonNode raw,
      Usage usage) {
    return new JudgeSample(sample, RunStatus.OK, score, rule, null, null, tries, durationMs, raw, usage, null);
  }

  public static JudgeSample failed(int sample, Failure failure, String detail, int tries, long durationMs,
      JsonNode raw, Usage usage) {
    return new JudgeSample(sample, RunStatus.FAILED, null, null, failure, detail, tries, durationMs, raw, usage, null);
  }

  public boolean isOk() {
    return status == RunStatus.OK;
  }

  @Override
  public JsonNode raw() {
    return raw == null ? null : raw.deepCopy();
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  static JudgeSample fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "a judge sample");
    String failure = Json.text(o, "failure", false);
    JsonNode duration = o.get("duration_ms");
    return new JudgeSample(Json.integer(o, "sample", 0), RunStatus.fromJson(Json.text(o, "status", true)),
        Json.number(o, "score"), Json.text(o, "rule", false), failure == null ? null : Failure.fromJson(failure),
        Json.text(o, "detail", false), Json.integer(o, "tries", 1),
        duration == null || duration.isNull() ? null : duration.longValue(), o.get("raw"),
        Usage.fromJson(o.get("usage")), Json.unknownFields(o, KNOWN));
  }

  ObjectNode toJson() {
    ObjectNode o = Json.object();
    o.put("sample", sample);
    o.put("status", status.jsonName());
    Results.putNullable(o, "score", score);
    if (rule != null) {
      o.put("rule", rule);
    }
    if (failure != null) {
      o.put("failure", failure.jsonName());
    }
    if (detail != null) {
      o.put("detail", detail);
    }
    o.put("tries", tries);
    if (durationMs != null) {
      o.put("duration_ms", durationMs);
    }
    if (raw != null) {
      o.set("raw", raw.deepCopy());
    }
    if (!usage.isEmpty()) {
      o.set("usage", usage.toJson());
    }
    o.setAll(extra.deepCopy());
    return o;
  }
}
