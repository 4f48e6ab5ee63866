package dev.floe.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import dev.floe.aggregation.files.YamlInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads a GDPevo {@code task_group.yaml}. Only what the conversion needs is required (the group id and the task
 * lists); the rest is read when present, because GDPevo's 24 manifests do not all carry the same keys. Every
 * problem is reported at once, each as {@code file: place: problem}.
 */
public final class ManifestReader {
  public static final String FILE = "task_group.yaml";

  private static final Pattern TASK_ID = Pattern.compile("(train|test)_(\\d+)");
  // Where GDPevo's manifests keep a task's goals, in the order they are looked for; items are strings or maps.
  private static final List<List<String>> GOAL_LISTS = List.of(
      List.of("eval", "rubric"), List.of("rubric"), List.of("eval", "goals"), List.of("goals"),
      List.of("eval", "checks"), List.of("checks"));
  private static final List<String> GOAL_TEXT = List.of("goal", "check", "description", "criterion", "name", "text");
  private static final List<String> GOAL_WEIGHT = List.of("weight", "points", "score", "max_score");

  private final String shown;
  private final List<String> problems = new ArrayList<>();

  private ManifestReader(String shown) {
    this.shown = shown;
  }

  /** Reads the manifest at {@code file}; problems name it as {@code shown}. */
  public static TaskGroupManifest read(Path file, String shown) {
    return parse(InputFile.read(file, shown, InputFile.DOCUMENT_LIMIT, file.toAbsolutePath().getParent()), shown);
  }

  /** Reads manifest text; {@code shown} is the file name that problems carry. */
  public static TaskGroupManifest parse(String text, String shown) {
    ManifestReader reader = new ManifestReader(shown);
    TaskGroupManifest manifest = reader.manifest(reader.yaml(text));
    if (!reader.problems.isEmpty()) {
      throw new FileProblemException(reader.problems);
    }
    return manifest;
  }

  private JsonNode yaml(String text) {
    try {
      return YamlInput.parse(text, new LoaderOptions().getMaxAliasesForCollections(), Json.MAPPER);
    } catch (MarkedYAMLException e) {
      var mark = e.getProblemMark();
      String where = mark == null ? "" : "line " + (mark.getLine() + 1) + ", column " + (mark.getColumn() + 1) + ": ";
      throw new FileProblemException(shown + ": " + where + "not valid YAML (" + e.getProblem() + ")", e);
    } catch (YAMLException | IllegalArgumentException e) {
      throw new FileProblemException(shown + ": not valid YAML (" + e.getMessage() + ")", e);
    }
  }

  private TaskGroupManifest manifest(JsonNode root) {
    if (root == null || !root.isObject()) {
      problem("", "is not a YAML mapping", "task_group:, env:, train_tasks: and test_tasks: at the top");
      return null;
    }
    JsonNode group = root.path("task_group");
    Optional<String> id = Optional.empty();
    if (!group.isObject()) {
      problem("task_group", group.isMissingNode() ? "is missing" : "is not a mapping", "task_group: with task_group_id");
    } else {
      id = text(group, "task_group", "task_group_id", true);
    }
    Optional<String> scenario = text(group, "task_group", "scenario_id", false);
    Optional<String> domain = text(group, "task_group", "domain", false);
    Optional<String> description = text(group, "task_group", "description", false).map(String::strip);
    Optional<String> stateMode = text(root.path("env"), "env", "state_mode", false);
    List<ManifestTask> train = tasks(root, Split.TRAIN);
    List<ManifestTask> test = tasks(root, Split.TEST);
    if (!problems.isEmpty()) {
      return null;
    }
    return new TaskGroupManifest(id.orElseThrow(), scenario, domain, description, stateMode, train, test);
  }

  private List<ManifestTask> tasks(JsonNode root, Split split) {
    String key = split.tasksFolder();
    JsonNode list = root.path(key);
    if (!list.isArray()) {
      problem(key, list.isMissingNode() ? "is missing" : "is not a list", "a list of tasks, each with task_id");
      return List.of();
    }
    List<ManifestTask> tasks = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < list.size(); i++) {
      String place = key + "[" + i + "]";
      task(list.get(i), place, split).ifPresent(task -> {
        if (!seen.add(task.taskId())) {
          problem(place + ".task_id", "'" + task.taskId() + "' is listed twice", "one entry per task");
        } else {
          tasks.add(task);
        }
      });
    }
    return tasks;
  }

  private Optional<ManifestTask> task(JsonNode node, String place, Split split) {
    if (!node.isObject()) {
      problem(place, "is not a mapping", "task_id:, input:, eval: ...");
      return Optional.empty();
    }
    int before = problems.size();
    Optional<String> id = text(node, place, "task_id", true);
    Matcher matcher = TASK_ID.matcher(id.orElse(""));
    if (id.isPresent() && (!matcher.matches() || !matcher.group(1).equals(split.label()))) {
      problem(place + ".task_id", "'" + id.get() + "' is not a " + split.label() + " task id",
          split.label() + "_001, " + split.label() + "_002, ...");
    }
    if (problems.size() > before) {
      return Optional.empty();
    }
    String folder = folder(node, place, split, matcher.group(2));
    String prefix = folder + "/";
    String script = text(node.path("eval"), place + ".eval", "script", false).orElse(prefix + "eval/eval.sh");
    if (!script.startsWith(prefix + "eval/") || !ManifestTask.staysInside(script)) {
      problem(place + ".eval.script", "'" + script + "' is not inside " + prefix + "eval/",
          prefix + "eval/eval.sh: the grader sits in the task's eval/ folder");
    }
    List<String> groupFiles = new ArrayList<>();
    JsonNode files = node.path("eval").path("files");
    for (int i = 0; i < files.size(); i++) {
      String file = files.get(i).asText("");
      if (!ManifestTask.staysInside(file)) {
        problem(place + ".eval.files[" + i + "]", "'" + file + "' is not a path inside the task group",
            "a path relative to the task group folder, without '..'");
      } else if (!file.startsWith(prefix)) {
        groupFiles.add(file); // read by the grader from outside the task's folder (group 009's eval_common.py)
      }
    }
    if (problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(new ManifestTask(id.get(), split, folder, script.substring(prefix.length()),
        goals(node, place), groupFiles));
  }

  /** The task's folder: from its {@code input:} path where given, else the layout's {@code train_tasks/001}. */
  private String folder(JsonNode node, String place, Split split, String number) {
    String conventional = split.tasksFolder() + "/" + number;
    Optional<String> input = text(node, place, "input", false).map(s -> s.replaceAll("/+$", ""));
    if (input.isEmpty()) {
      return conventional;
    }
    String folder = input.get().replaceFirst("/input$", "");
    if (folder.equals(input.get()) || !ManifestTask.staysInside(folder)) {
      problem(place + ".input", "'" + input.get() + "' is not a task's input folder", conventional + "/input/");
      return conventional;
    }
    return folder;
  }

  private List<RubricGoal> goals(JsonNode task, String place) {
    List<RubricGoal> goals = new ArrayList<>();
    for (List<String> path : GOAL_LISTS) {
      JsonNode list = task;
      for (String key : path) {
        list = list.path(key);
      }
      for (JsonNode item : list) {
        goal(item).ifPresent(goals::add);
      }
    }
    return goals;
  }

  private static Optional<RubricGoal> goal(JsonNode item) {
    if (item.isValueNode()) {
      String text = item.asText().strip();
      return text.isEmpty() ? Optional.empty() : Optional.of(new RubricGoal(text, Optional.empty()));
    }
    if (!item.isObject()) {
      return Optional.empty();
    }
    Optional<String> text = GOAL_TEXT.stream().map(item::path).filter(JsonNode::isValueNode)
        .map(n -> n.asText().strip()).filter(s -> !s.isEmpty()).findFirst();
    Optional<String> weight = GOAL_WEIGHT.stream().map(item::path).filter(JsonNode::isNumber)
        .map(JsonNode::asText).findFirst();
    // A goal in a shape not foreseen is still shown, as its fields, rather than dropped.
    String shownText = text.orElseGet(() -> Json.MAPPER.convertValue(item, Map.class).toString());
    return Optional.of(new RubricGoal(shownText, weight));
  }

  private Optional<String> text(JsonNode parent, String parentPlace, String key, boolean required) {
    JsonNode value = parent.path(key);
    String place = parentPlace.isEmpty() ? key : parentPlace + "." + key;
    if (value.isMissingNode() || value.isNull()) {
      if (required) {
        problem(place, "is missing", null);
      }
      return Optional.empty();
    }
    if (!value.isValueNode() || value.asText().isBlank()) {
      problem(place, value.isValueNode() ? "is empty" : "is not a text", null);
      return Optional.empty();
    }
    return Optional.of(value.asText());
  }

  private void problem(String place, String what, String expected) {
    problems.add(shown + ": " + (place.isEmpty() ? "" : place + ": ") + what
        + (expected == null ? "" : " (expected " + expected + ")"));
  }
}
