package dev.floe.gdpevo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.files.FileProblemException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading GDPevo's {@code task_group.yaml}: the real example, the other goal shapes, and what a bad one says. */
class ManifestReaderTest {

  @Test
  void readsGdpevosRealManifest() {
    TaskGroupManifest manifest = ManifestReader.read(GdpevoFixture.REAL_MANIFEST, "task_group.yaml");
    assertEquals("task_group_003", manifest.taskGroupId());
    assertEquals(Optional.of("SCN_003_crm_service_ticket_resolution"), manifest.scenarioId());
    assertEquals(Optional.of("CRM"), manifest.domain());
    assertEquals(Optional.of("read_only"), manifest.stateMode());
    assertTrue(manifest.description().orElseThrow().startsWith("Train-predict benchmark for CRM service ticket"));
    assertEquals(List.of("train_001", "train_002", "train_003", "train_004", "train_005"),
        manifest.trainTasks().stream().map(ManifestTask::taskId).toList());
    assertEquals(List.of("test_001", "test_002", "test_003", "test_004", "test_005"),
        manifest.testTasks().stream().map(ManifestTask::taskId).toList());
    ManifestTask first = manifest.trainTasks().get(0);
    assertEquals("train_tasks/001", first.folder());
    assertEquals("eval/eval.sh", first.graderScript());
    assertEquals(List.of(), first.groupFiles());
    assertEquals(8, first.goals().size());
    assertEquals(new RubricGoal("TCK-5107 has the correct resolved status and auto-troubleshooting route.",
        Optional.of("2")), first.goals().get(0));
    assertEquals(10, manifest.testTasks().get(0).goals().size());

    TaskGroupNames names = TaskGroupNames.of(3, manifest);
    assertEquals("gdpevo-crm-service-ticket-resolution-train", names.benchmark(Split.TRAIN));
    assertEquals("gdpevo-crm-service-ticket-resolution-test", names.benchmark(Split.TEST));
    assertEquals("crm service ticket resolution", names.words());
  }

  @Test
  void goalsInOtherShapesAndGroupRootGraderFiles() {
    TaskGroupManifest manifest = ManifestReader.read(
        GdpevoFixture.TASK_GROUPS.resolve("task_group_902/task_group.yaml"), "task_group.yaml");
    ManifestTask train = manifest.trainTasks().get(0);
    assertEquals(List.of(new RubricGoal("Debit and credit totals are correct.", Optional.empty()),
        new RubricGoal("The balanced flag is correct.", Optional.empty())), train.goals());
    assertEquals(List.of(), train.groupFiles(), "left out of this manifest entry on purpose");
    ManifestTask test = manifest.testTasks().get(0);
    assertEquals(List.of("eval_common.py"), test.groupFiles());
    assertEquals(new RubricGoal("Closing balance is correct to the cent.", Optional.of("2")), test.goals().get(1));
    assertEquals(Optional.empty(), manifest.stateMode());
  }

  @Test
  void everyProblemNamesTheFileAndThePlace() {
    String text = """
        task_group:
          scenario_id: SCN_950_broken
        train_tasks:
          - task_id: test_001
          - task_id: train_002
            eval:
              script: train_tasks/002/grade.sh
              files: [../../etc/passwd]
          - input: train_tasks/003/input/
        test_tasks: nope
        """;
    FileProblemException e = assertThrows(FileProblemException.class, () -> ManifestReader.parse(text, "m.yaml"));
    assertEquals(List.of(
        "m.yaml: task_group.task_group_id: is missing",
        "m.yaml: train_tasks[0].task_id: 'test_001' is not a train task id (expected train_001, train_002, ...)",
        "m.yaml: train_tasks[1].eval.script: 'train_tasks/002/grade.sh' is not inside train_tasks/002/eval/ "
            + "(expected train_tasks/002/eval/eval.sh: the grader sits in the task's eval/ folder)",
        "m.yaml: train_tasks[1].eval.files[0]: '../../etc/passwd' is not a path inside the task group "
            + "(expected a path relative to the task group folder, without '..')",
        "m.yaml: train_tasks[2].task_id: is missing",
        "m.yaml: test_tasks: is not a list (expected a list of tasks, each with task_id)"), e.problems());
  }

  @Test
  void duplicateTaskIdsAndBadYamlAreReported() {
    FileProblemException twice = assertThrows(FileProblemException.class, () -> ManifestReader.parse("""
        task_group: {task_group_id: task_group_951}
        train_tasks: [{task_id: train_001}, {task_id: train_001}]
        test_tasks: [{task_id: test_001}]
        """, "m.yaml"));
    assertEquals(List.of("m.yaml: train_tasks[1].task_id: 'train_001' is listed twice (expected one entry per task)"),
        twice.problems());
    FileProblemException yaml = assertThrows(FileProblemException.class,
        () -> ManifestReader.parse("task_group:\n  task_group_id: [unclosed\n", "m.yaml"));
    assertTrue(yaml.getMessage().startsWith("m.yaml: line 3, column 1: not valid YAML"), yaml.getMessage());
  }

  @Test
  void tasksWithoutPathsFollowGdpevosLayout() {
    TaskGroupManifest manifest = ManifestReader.parse("""
        task_group: {task_group_id: task_group_952}
        train_tasks: []
        test_tasks: [{task_id: test_004}]
        """, "m.yaml");
    assertEquals("test_tasks/004", manifest.testTasks().get(0).folder());
    assertEquals("eval/eval.sh", manifest.testTasks().get(0).graderScript());
    assertEquals("gdpevo-task-group-952", TaskGroupNames.of(952, manifest).subBenchmark());
  }
}
