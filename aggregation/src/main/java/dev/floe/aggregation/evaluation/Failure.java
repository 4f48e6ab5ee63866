package dev.floe.aggregation.evaluation;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Why an attempt has no score (SPEC.md §3); a failed attempt is never scored 0 and never dropped. */
public enum Failure {
  AGENT_EXIT,
  AGENT_TIMEOUT,
  NO_ANSWER,
  GRADER_ERROR,
  GRADER_TIMEOUT,
  UNPARSEABLE_SCORE,
  /** The sub-benchmark's environment (its service) did not come up, so the agent was not run. */
  ENVIRONMENT_ERROR,
  /** The judge that grades a case without a machine grader could not give a verdict (it crashed, or its API failed). */
  JUDGE_ERROR,
  /** The judge gave no verdict within its time limit. */
  JUDGE_TIMEOUT;

  /** The name in run.json, e.g. {@code agent_timeout}. */
  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Failure fromJson(String name) {
    for (Failure failure : values()) {
      if (failure.jsonName().equals(name)) {
        return failure;
      }
    }
    throw new IllegalArgumentException("failure '" + name + "' is not one of "
        + Arrays.stream(values()).map(Failure::jsonName).collect(Collectors.joining(", ")));
  }
}
