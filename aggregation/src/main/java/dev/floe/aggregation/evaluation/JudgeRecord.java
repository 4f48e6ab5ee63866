package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;

/**
 * The judge's part of a run record ({@code "judge"} in run.json): every sample it gave, their mean (the attempt's
 * score) and spread, so that users see how noisy the judge is, and its usage, summed over the samples and kept apart
 * from the agent's. Mean, spread and usage are derived from the samples; stored values are recomputed on reading.
 */
public record JudgeRecord(List<JudgeSample> samples, ObjectNode extra) {
  private static final Set<String> KNOWN = Set.of("samples", "mean", "spread", "usage");

  /** The spread of the sample scores: population standard deviation, lowest and highest. */
  public record Spread(double std, double min, double max) {}

  public JudgeRecord {
    samples = List.copyOf(samples);
    if (samples.isEmpty()) {
      throw new IllegalArgumentException("a judge record needs at least one sample");
    }
    for (int i = 0; i < samples.size(); i++) {
      if (samples.get(i).sample() != i + 1) {
        throw new IllegalArgumentException("judge samples must be numbered 1, 2, ... in order; sample " + (i + 1)
            + " says " + samples.get(i).sample());
      }
    }
    extra = Json.keep(extra);
  }

  public JudgeRecord(List<JudgeSample> samples) {
    this(samples, null);
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  public boolean allScored() {
    return samples.stream().allMatch(JudgeSample::isOk);
  }

  /** The first sample that failed, which names the attempt's failure. */
  public Optional<JudgeSample> firstFailed() {
    return samples.stream().filter(s -> !s.isOk()).findFirst();
  }

  /** The mean of the sample scores: the attempt's score. Empty unless every sample has a score. */
  public Optional<Double> mean() {
    return allScored() ? Optional.of(Math.min(1.0, Math.max(0.0, StatUtils.mean(scores())))) : Optional.empty();
  }

  /** The spread of the sample scores; empty unless every sample has a score. */
  public Optional<Spread> spread() {
    if (!allScored()) {
      return Optional.empty();
    }
    double[] scores = scores();
    return Optional.of(new Spread(new StandardDeviation(false).evaluate(scores), StatUtils.min(scores),
        StatUtils.max(scores)));
  }

  /** The judge's usage over all samples and tries: every figure summed. */
  public Usage usage() {
    Map<String, Double> sum = new LinkedHashMap<>();
    samples.forEach(s -> s.usage().figures().forEach((name, value) -> sum.merge(name, value, Double::sum)));
    return Usage.of(sum);
  }

  private double[] scores() {
    return samples.stream().mapToDouble(JudgeSample::score).toArray();
  }

  static JudgeRecord fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "\"judge\"");
    JsonNode list = o.get("samples");
    if (list == null || !list.isArray()) {
      throw new IllegalArgumentException("\"judge\": \"samples\" must be an array");
    }
    List<JudgeSample> samples = new ArrayList<>();
    for (JsonNode sample : list) {
      try {
        samples.add(JudgeSample.fromJson(sample));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("\"judge\" sample " + (samples.size() + 1) + ": " + e.getMessage(), e);
      }
    }
    return new JudgeRecord(samples, Json.unknownFields(o, KNOWN));
  }

  ObjectNode toJson() {
    ObjectNode o = Json.object();
    ArrayNode list = o.putArray("samples");
    samples.forEach(s -> list.add(s.toJson()));
    Results.putNullable(o, "mean", mean().orElse(null));
    Optional<Spread> spread = spread();
    if (spread.isPresent()) {
      o.putObject("spread").put("std", spread.get().std()).put("min", spread.get().min())
          .put("max", spread.get().max());
    } else {
      o.putNull("spread");
    }
    Usage usage = usage();
    if (!usage.isEmpty()) {
      o.set("usage", usage.toJson());
    }
    o.setAll(extra.deepCopy());
    return o;
  }
}
