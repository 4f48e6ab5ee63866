package dev.floe.gdpevo;

import dev.floe.aggregation.evaluation.Id;
import java.util.Locale;
import java.util.Objects;

/**
 * The names a converted task group gets. The slug is the scenario's words ({@code SCN_003_crm_service_ticket_resolution}
 * → {@code crm-service-ticket-resolution}), the same as {@code floe import gdpevo-reports --sub-benchmark-names
 * scenario} gives, so that runs on converted groups and GDPevo's imported reports share sub-benchmark ids. The group
 * number is in every title and reference, where it can be traced without lengthening the id.
 */
public record TaskGroupNames(int number, String slug, String words) {
  public static final String PREFIX = "gdpevo-";

  public TaskGroupNames {
    if (number < 0) {
      throw new IllegalArgumentException("a task group number is >= 0");
    }
    Id.require(slug, "slug");
    Objects.requireNonNull(words, "words");
  }

  /** Names from the scenario id; a group without one is named by its number ({@code task-group-003}). */
  public static TaskGroupNames of(int number, TaskGroupManifest manifest) {
    String scenario = manifest.scenarioId().map(s -> s.replaceFirst("^SCN_\\d+_", "")).orElse("");
    String slug = Id.slug(scenario);
    if (scenario.isBlank() || slug.equals("x")) {
      String fallback = "task-group-" + TaskGroupSource.number(number);
      return new TaskGroupNames(number, fallback, fallback.replace('-', ' '));
    }
    return new TaskGroupNames(number, slug, scenario.replaceAll("[_\\s]+", " ").strip().toLowerCase(Locale.ROOT));
  }

  /** {@code gdpevo-crm-service-ticket-resolution}: the sub-benchmark and its data folder. */
  public String subBenchmark() {
    return PREFIX + slug;
  }

  /** {@code gdpevo-crm-service-ticket-resolution-train} or {@code -test}. */
  public String benchmark(Split split) {
    return subBenchmark() + "-" + split.label();
  }

  /** {@code task_group_003}, the folder name in GDPevo. */
  public String folderName() {
    return "task_group_" + TaskGroupSource.number(number);
  }

  /** {@code GDPevo task group 003}. */
  public String shortTitle() {
    return "GDPevo task group " + TaskGroupSource.number(number);
  }

  /** {@code CASE-001-train-001}: the case of the {@code index}-th task (from 1), named after its task id. */
  public static String caseId(int index, String taskId) {
    return String.format("CASE-%03d-%s", index, Id.slug(taskId));
  }
}
