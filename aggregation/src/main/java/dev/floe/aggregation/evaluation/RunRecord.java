package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Set;

/**
 * One attempt at one test case in one mode ({@code run.json}, SPEC.md §3). Its file is written last,
 * so its presence marks the attempt done. A failed attempt has a {@link Failure} and no score.
 *
 * @param detail a person-readable note on a failure (e.g. the agent's exit code); optional
 * @param grader the grader's raw output and the rule that read the score; kept as JSON, optional
 * @param judge for a case graded by the judge: every sample, their mean (the score) and spread, and the judge's own
 *     usage, apart from the agent's {@code usage}; null for machine-graded cases
 * @param extra fields this version of Floe does not know, kept so that rewriting loses nothing
 */
public record RunRecord(
    String evaluation,
    String mode,
    String caseId,
    int attempt,
    RunStatus status,
    Double score,
    Failure failure,
    String detail,
    int tries,
    Instant started,
    Instant finished,
    Long durationMs,
    Usage usage,
    JsonNode grader,
    ObjectNode extra,
    JudgeRecord judge) {
  /**
   * The key of run.json (Floe's addition) holding the agent's own time in milliseconds, in the try its usage came
   * from: what efficiency's {@code seconds} reports, where {@code duration_ms} also holds grading and retries.
   */
  public static final String AGENT_MS = "agent_ms";

  private static final Set<String> KNOWN = Set.of("evaluation", "mode", "case", "attempt", "status", "score",
      "failure", "detail", "tries", "started", "finished", "duration_ms", "usage", "grader", "judge");

  public RunRecord {
    Id.require(evaluation, "evaluation");
    Id.require(mode, "mode");
    Id.require(caseId, "case");
    if (attempt < 1) {
      throw new IllegalArgumentException("attempt must be 1 or more, not " + attempt);
    }
    if (status == null) {
      throw new IllegalArgumentException("status is missing");
    }
    if (status == RunStatus.OK) {
      if (score == null) {
        throw new IllegalArgumentException("an ok attempt needs a score");
      }
      if (!(score >= 0.0 && score <= 1.0)) {
        throw new IllegalArgumentException("score " + score + " is outside [0, 1] (scores are fractions)");
      }
      if (failure != null) {
        throw new IllegalArgumentException("an ok attempt has no failure, but failure is " + failure.jsonName());
      }
    } else {
      if (score != null) {
        throw new IllegalArgumentException("a failed attempt has no score (it is never scored), but score is "
            + score);
      }
      if (failure == null) {
        throw new IllegalArgumentException("a failed attempt must say its failure");
      }
    }
    if (tries < 1) {
      throw new IllegalArgumentException("tries must be 1 or more, not " + tries);
    }
    if (durationMs != null && durationMs < 0) {
      throw new IllegalArgumentException("duration_ms must be >= 0, not " + durationMs);
    }
    if (judge != null && status == RunStatus.OK
        && !(judge.mean().isPresent() && Math.abs(judge.mean().get() - score) < 1e-9)) {
      throw new IllegalArgumentException("an ok attempt graded by the judge has the mean of its samples as its "
          + "score, but score is " + score + " and the samples' mean " + judge.mean().map(String::valueOf)
          .orElse("does not exist (a sample failed)"));
    }
    usage = usage == null ? Usage.NONE : usage;
    grader = grader == null || grader.isNull() ? null : grader.deepCopy();
    extra = Json.keep(extra);
  }

  /** A run record of a machine-graded case (no judge). */
  public RunRecord(String evaluation, String mode, String caseId, int attempt, RunStatus status, Double score,
      Failure failure, String detail, int tries, Instant started, Instant finished, Long durationMs, Usage usage,
      JsonNode grader, ObjectNode extra) {
    this(evaluation, mode, caseId, attempt, status, score, failure, detail, tries, started, finished, durationMs,
        usage, grader, extra, null);
  }

  /** A scored attempt with nothing but the essentials; timing and usage can be added with the full constructor. */
  public static RunRecord scored(String evaluation, String mode, String caseId, int attempt, double score) {
    return new RunRecord(evaluation, mode, caseId, attempt, RunStatus.OK, score, null, null, 1, null, null,
        null, Usage.NONE, null, null);
  }

  /** An attempt that failed after all its tries. */
  public static RunRecord failed(String evaluation, String mode, String caseId, int attempt, Failure failure,
      String detail, int tries) {
    return new RunRecord(evaluation, mode, caseId, attempt, RunStatus.FAILED, null, failure, detail, tries, null,
        null, null, Usage.NONE, null, null);
  }

  public RunRecord withUsage(Usage newUsage) {
    return new RunRecord(evaluation, mode, caseId, attempt, status, score, failure, detail, tries, started,
        finished, durationMs, newUsage, grader, extra, judge);
  }

  public RunRecord withExtra(ObjectNode newExtra) {
    return new RunRecord(evaluation, mode, caseId, attempt, status, score, failure, detail, tries, started,
        finished, durationMs, usage, grader, newExtra, judge);
  }

  @Override
  public JsonNode grader() {
    return grader == null ? null : grader.deepCopy();
  }

  @Override
  public ObjectNode extra() {
    return extra.deepCopy();
  }

  public boolean isOk() {
    return status == RunStatus.OK;
  }

  public static RunRecord fromJson(JsonNode node) {
    ObjectNode o = Json.requireObject(node, "a run record");
    String statusName = Json.text(o, "status", true);
    String failureName = Json.text(o, "failure", false);
    JsonNode duration = o.get("duration_ms");
    if (duration != null && !duration.isNull() && !duration.isIntegralNumber()) {
      throw new IllegalArgumentException("\"duration_ms\" must be a whole number, not " + duration);
    }
    return new RunRecord(
        Json.text(o, "evaluation", true),
        Json.text(o, "mode", true),
        Json.text(o, "case", true),
        Json.integer(o, "attempt", 0),
        RunStatus.fromJson(statusName),
        Json.number(o, "score"),
        failureName == null ? null : Failure.fromJson(failureName),
        Json.text(o, "detail", false),
        Json.integer(o, "tries", 1),
        Json.instant(o, "started"),
        Json.instant(o, "finished"),
        duration == null || duration.isNull() ? null : duration.longValue(),
        Usage.fromJson(o.get("usage")),
        o.get("grader"),
        Json.unknownFields(o, KNOWN),
        o.get("judge") == null || o.get("judge").isNull() ? null : JudgeRecord.fromJson(o.get("judge")));
  }

  public ObjectNode toJson() {
    ObjectNode o = Json.object();
    o.put("evaluation", evaluation);
    o.put("mode", mode);
    o.put("case", caseId);
    o.put("attempt", attempt);
    o.put("status", status.jsonName());
    if (score == null) {
      o.putNull("score");
    } else {
      o.put("score", score);
    }
    if (failure == null) {
      o.putNull("failure");
    } else {
      o.put("failure", failure.jsonName());
    }
    if (detail != null) {
      o.put("detail", detail);
    }
    o.put("tries", tries);
    Json.putInstant(o, "started", started);
    Json.putInstant(o, "finished", finished);
    if (durationMs != null) {
      o.put("duration_ms", durationMs);
    }
    if (!usage.isEmpty()) {
      o.set("usage", usage.toJson());
    }
    if (grader != null) {
      o.set("grader", grader.deepCopy());
    }
    if (judge != null) {
      o.set("judge", judge.toJson());
    }
    o.setAll(extra.deepCopy());
    return o;
  }
}
