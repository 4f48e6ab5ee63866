package dev.floe.aggregation.gdpevo;

import dev.floe.aggregation.evaluation.Id;

/**
 * How an imported task group is named as a sub-benchmark: {@code gdpevo-task-group-001} (the default:
 * short and traceable), or from the scenario, {@code gdpevo-crm-marketing-lead-capture}.
 */
public enum SubBenchmarkNaming {
  TASK_GROUP,
  SCENARIO;

  String subBenchmark(GdpevoReport report) {
    if (this == SCENARIO && report.scenarioId() != null) {
      // SCN_001_crm_marketing_lead_capture → crm-marketing-lead-capture
      return "gdpevo-" + Id.slug(report.scenarioId().replaceFirst("^SCN_\\d+_", ""));
    }
    return "gdpevo-" + Id.slug(report.taskGroupId());
  }
}
