package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.TomlText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Writes a case's {@code rubric/}: GDPevo's grader unchanged, laid out so that the relative paths it reads still
 * resolve inside a private copy of {@code rubric/}. Its {@code eval/} and {@code output/} stay siblings (graders read
 * {@code ../output/answer.json}). A grader that also reads files from outside its task folder (group 009's
 * {@code eval_common.py}, as {@code ../../../eval_common.py}) gets the group's tree reproduced under
 * {@code task_group/}: {@code task_group/test_tasks/001/eval/} beside {@code task_group/eval_common.py}.
 */
final class RubricWriter {
  /** Where a task that needs files of its group has the group's tree reproduced. */
  static final String GROUP_TREE = "task_group";
  static final int GRADER_TIMEOUT_SECONDS = 60;
  private static final long MAX_SCANNED_BYTES = 1 << 20;

  private RubricWriter() {}

  static void write(TaskGroupNames names, ManifestTask task, Path groupFolder, Path rubric, Consumer<String> warnings)
      throws IOException {
    Path taskFolder = groupFolder.resolve(task.folder());
    Path script = taskFolder.resolve(task.graderScript());
    Path answer = taskFolder.resolve("output").resolve("answer.json");
    for (Path required : List.of(script, answer)) {
      if (!Files.isRegularFile(required)) {
        throw new FileProblemException(required + ": is missing (expected "
            + (required == script ? "the task's grader" : "the task's reference answer") + ")");
      }
    }
    List<String> groupFiles = groupFiles(task, groupFolder);
    String base = groupFiles.isEmpty() ? "" : GROUP_TREE + "/" + task.folder() + "/";
    SourceCopy.tree(taskFolder.resolve("eval"), rubric.resolve(base + "eval"), groupFolder);
    SourceCopy.tree(taskFolder.resolve("output"), rubric.resolve(base + "output"), groupFolder);
    for (String file : groupFiles) {
      Path source = groupFolder.resolve(file);
      if (!Files.isRegularFile(source)) {
        throw new FileProblemException(source + ": is missing (the manifest lists it among " + task.taskId()
            + "'s grader files)");
      }
      SourceCopy.file(source, rubric.resolve(GROUP_TREE).resolve(file), groupFolder);
    }
    SourceCopy.file(answer, rubric.resolve("reference").resolve("answer.json"), groupFolder);
    notes(taskFolder.resolve("notes"), rubric, warnings);
    List<String> command = List.of("bash", base + task.graderScript(), "{answer}");
    Files.writeString(rubric.resolve("grader.toml"), graderToml(command), StandardCharsets.UTF_8);
    Files.writeString(rubric.resolve("README.md"), readme(names, task, base, groupFiles), StandardCharsets.UTF_8);
  }

  /**
   * The files of the group that the task's grader reads: those its manifest entry lists outside the task folder,
   * and any file at the group root whose name one of the grader's files mentions (a manifest may leave it out).
   */
  static List<String> groupFiles(ManifestTask task, Path groupFolder) throws IOException {
    Set<String> files = new LinkedHashSet<>(task.groupFiles());
    List<String> graderTexts = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(groupFolder.resolve(task.folder()).resolve("eval"))) {
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        if (Files.size(file) <= MAX_SCANNED_BYTES) {
          graderTexts.add(Files.readString(file, StandardCharsets.ISO_8859_1));
        }
      }
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(groupFolder, Files::isRegularFile)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (!name.equals(ManifestReader.FILE) && !name.startsWith(".")
            && graderTexts.stream().anyMatch(text -> text.contains(name))) {
          files.add(name);
        }
      }
    }
    return files.stream().sorted().toList();
  }

  private static void notes(Path notes, Path rubric, Consumer<String> warnings) throws IOException {
    Path file = notes.resolve("notes.md");
    if (!Files.isRegularFile(file)) {
      warnings.accept(file + ": is missing; the rubric has no notes.md");
      return;
    }
    SourceCopy.file(file, rubric.resolve("notes.md"), notes);
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(notes)) {
      for (Path entry : entries) {
        if (!entry.getFileName().toString().equals("notes.md")) {
          warnings.accept(entry + ": not copied (the rubric keeps notes/notes.md as notes.md)");
        }
      }
    }
  }

  static String graderToml(List<String> command) {
    return "# GDPevo's own grader, unchanged, run in a private copy of this folder (SPEC §1.1).\n"
        + "kind = \"command\"\n"
        + "command = " + TomlText.value(command) + "\n"
        + "answer = \"answer.json\"\n"
        + "timeout = " + GRADER_TIMEOUT_SECONDS + "\n";
  }

  static String readme(TaskGroupNames names, ManifestTask task, String base, List<String> groupFiles) {
    StringBuilder out = new StringBuilder();
    out.append("# Rubric: ").append(names.shortTitle()).append(", ").append(task.taskId()).append("\n\n");
    out.append("Private: only the grader sees this folder.\n\n## Grader\n\n");
    out.append("GDPevo's own grader, unchanged. `grader.toml` runs `bash ").append(base).append(task.graderScript())
        .append(" <answer.json>` in a private copy of this folder. It prints one JSON object, whose score Floe reads "
            + "with SPEC §1.1's normalization rule (GDPevo's graders print `score`, `total_score`, `normalized_score`, "
            + "`score_fraction`, or `score` with `max_score` as raw points); a grader that exits non-zero but prints "
            + "a score still counts.\n\n");
    out.append("- `").append(base).append("eval/`: the grader's files.\n");
    out.append("- `").append(base).append("output/answer.json`: the reference answer, beside `eval/` because graders "
        + "read it as `../output/answer.json`.\n");
    if (!base.isEmpty()) {
      for (String file : groupFiles) {
        out.append("- `").append(GROUP_TREE).append('/').append(file).append("`: a file of the task group that the "
            + "grader reads from outside its task folder; `").append(GROUP_TREE)
            .append("/` reproduces the task group's tree so that the grader's relative paths still resolve.\n");
      }
    }
    out.append("- `reference/answer.json`: the same reference answer, shown to the agent in mode `fewshot` "
        + "(train cases only).\n");
    out.append("- `notes.md`: GDPevo maintainers' notes on the task.\n\n");
    out.append("## Rubric goals (from GDPevo's task_group.yaml)\n\n");
    if (task.goals().isEmpty()) {
      out.append("The manifest lists no goals for this task; the grader is the rubric.\n");
      return out.toString();
    }
    out.append("| # | goal | weight |\n|---|---|---|\n");
    for (int i = 0; i < task.goals().size(); i++) {
      RubricGoal goal = task.goals().get(i);
      out.append("| ").append(i + 1).append(" | ").append(cell(goal.text())).append(" | ")
          .append(goal.weight().orElse("")).append(" |\n");
    }
    return out.toString();
  }

  private static String cell(String text) {
    return text.replace("\\", "\\\\").replace("|", "\\|").replaceAll("\\s*\\R\\s*", " ");
  }
}
