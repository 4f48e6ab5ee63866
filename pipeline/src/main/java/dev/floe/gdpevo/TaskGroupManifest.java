package dev.floe.gdpevo;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What Floe reads of a GDPevo {@code task_group.yaml}: the group's identity and description, and its tasks. */
public record TaskGroupManifest(
    String taskGroupId,
    Optional<String> scenarioId,
    Optional<String> domain,
    Optional<String> description,
    Optional<String> stateMode,
    List<ManifestTask> trainTasks,
    List<ManifestTask> testTasks) {

  public TaskGroupManifest {
    Objects.requireNonNull(taskGroupId, "taskGroupId");
    Objects.requireNonNull(scenarioId, "scenarioId");
    Objects.requireNonNull(domain, "domain");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(stateMode, "stateMode");
    trainTasks = List.copyOf(trainTasks);
    testTasks = List.copyOf(testTasks);
    if (trainTasks.stream().anyMatch(t -> t.split() != Split.TRAIN)
        || testTasks.stream().anyMatch(t -> t.split() != Split.TEST)) {
      throw new IllegalArgumentException("train and test tasks are listed in their own halves");
    }
  }

  public List<ManifestTask> tasks(Split split) {
    return split == Split.TRAIN ? trainTasks : testTasks;
  }
}
