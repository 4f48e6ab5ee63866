package dev.floe.validation;

import dev.floe.benchmark.Budget;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;

/** Reads and checks a case's {@code task_config.toml} against RFC-0001 (SPEC §1). */
final class TaskConfigReader {
  static final String FILE = "task_config.toml";

  private static final Set<String> KNOWN = Set.of("id", "title", "title_zh", "description", "description_zh", "budget");
  private static final Set<String> KNOWN_BUDGET = Set.of("timeout", "cpus", "ram", "disk", "gpus");

  /** What a valid file says. */
  record Fields(String title, String description, Optional<String> titleZh, Optional<String> descriptionZh,
      Budget budget) {}

  private TaskConfigReader() {}

  static Optional<Fields> read(TomlDocument doc, String folderName) {
    int errorsBefore = doc.errorCount();
    doc.requiredString(List.of("id"), "\"" + folderName + "\"")
        .ifPresent(id -> BenchmarkConfigReader.checkId(doc, id, folderName, "case"));
    Optional<String> title = doc.requiredString(List.of("title"), "\"Task Title\"");
    Optional<String> titleZh = doc.optionalString(List.of("title_zh"), "\"题目标题\"");
    Optional<String> description = doc.requiredString(List.of("description"), "\"What the task asks\"");
    Optional<String> descriptionZh = doc.optionalString(List.of("description_zh"), "\"题目简介\"");
    Budget budget = budget(doc);
    doc.warnUnknownKeys(List.of(), KNOWN, "known keys: " + String.join(", ", BenchmarkConfigReader.sorted(KNOWN)));
    if (doc.errorCount() > errorsBefore) {
      return Optional.empty();
    }
    return Optional.of(new Fields(title.get(), description.get(), titleZh, descriptionZh, budget));
  }

  private static Budget budget(TomlDocument doc) {
    if (doc.optionalTable(List.of("budget"), "[budget] with timeout = 900").isEmpty()) {
      return Budget.UNLIMITED;
    }
    OptionalDouble timeout = doc.optionalNonNegativeNumber(List.of("budget", "timeout"), "seconds");
    OptionalDouble cpus = doc.optionalNonNegativeNumber(List.of("budget", "cpus"), "cores");
    OptionalDouble ram = doc.optionalNonNegativeNumber(List.of("budget", "ram"), "GB");
    OptionalDouble disk = doc.optionalNonNegativeNumber(List.of("budget", "disk"), "GB");
    OptionalInt gpus = doc.optionalNonNegativeInteger(List.of("budget", "gpus"), "GPUs");
    doc.warnUnknownKeys(List.of("budget"), KNOWN_BUDGET, "known keys: cpus, disk, gpus, ram, timeout");
    return new Budget(timeout, cpus, ram, disk, gpus);
  }
}
