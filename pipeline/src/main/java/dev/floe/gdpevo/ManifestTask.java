package dev.floe.gdpevo;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One task of a GDPevo manifest: its id ({@code test_001}), its folder relative to the task group
 * ({@code test_tasks/001}), the grader script relative to that folder ({@code eval/eval.sh}), its rubric goals, and
 * the files outside its folder that its grader reads (group 009's {@code eval_common.py}), relative to the group.
 */
public record ManifestTask(
    String taskId, Split split, String folder, String graderScript, List<RubricGoal> goals, List<String> groupFiles) {

  private static final Pattern RELATIVE = Pattern.compile("[^/]+(/[^/]+)*");

  public ManifestTask {
    Objects.requireNonNull(taskId, "taskId");
    Objects.requireNonNull(split, "split");
    if (!taskId.startsWith(split.label() + "_")) {
      throw new IllegalArgumentException("task " + taskId + " is not a " + split.label() + " task");
    }
    requireInside(folder, "folder");
    requireInside(graderScript, "graderScript");
    if (!graderScript.startsWith("eval/")) {
      throw new IllegalArgumentException("the grader script " + graderScript + " is not in eval/");
    }
    goals = List.copyOf(goals);
    groupFiles = List.copyOf(groupFiles);
    groupFiles.forEach(file -> requireInside(file, "group file"));
  }

  /** True for a relative path with no {@code .} or {@code ..} part: it cannot leave the folder it is resolved in. */
  static boolean staysInside(String path) {
    return path != null && RELATIVE.matcher(path).matches()
        && List.of(path.split("/")).stream().noneMatch(part -> part.equals(".") || part.equals(".."));
  }

  private static void requireInside(String path, String what) {
    if (!staysInside(path)) {
      throw new IllegalArgumentException(what + " '" + path + "' is not a relative path inside the task group");
    }
  }
}
