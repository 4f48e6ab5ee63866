package dev.floe.aggregation.evaluation;

import java.util.Locale;

/** Whether an attempt produced a score ({@code ok}) or not ({@code failed}). */
public enum RunStatus {
  OK,
  FAILED;

  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static RunStatus fromJson(String name) {
    for (RunStatus status : values()) {
      if (status.jsonName().equals(name)) {
        return status;
      }
    }
    throw new IllegalArgumentException("status '" + name + "' is not one of ok, failed");
  }
}
