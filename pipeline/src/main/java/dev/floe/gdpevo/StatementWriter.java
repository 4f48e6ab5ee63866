package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a case's {@code statement/}: what the agent under test sees. It is made from the task's {@code input/} and
 * nothing else: {@code prompt.txt} becomes {@code README.md} (unchanged, after a short note on how the task's
 * placeholders map to Floe), {@code input/payloads/} becomes {@code payloads/}.
 */
final class StatementWriter {
  static final String PLACEHOLDER = "<TASK_ENV_BASE_URL>";
  static final String TEMPLATE = "answer_template.json";
  // Where GDPevo's own harness ran the environment, in prompts written before the placeholder was.
  private static final Pattern FIXED_URL = Pattern.compile("https?://(?:127\\.0\\.0\\.1|localhost|0\\.0\\.0\\.0):\\d+");

  private StatementWriter() {}

  /** {@code health}: the environment's health path when the group has an environment, for the README's example. */
  static void write(TaskGroupNames names, ManifestTask task, Path groupFolder, Optional<String> health, Path statement,
      Consumer<String> warnings) throws IOException {
    Path input = groupFolder.resolve(task.folder()).resolve("input");
    Path prompt = input.resolve("prompt.txt");
    if (!Files.isRegularFile(prompt)) {
      throw new FileProblemException(prompt + ": is missing (expected the task's instruction)");
    }
    String text = Files.readString(prompt, StandardCharsets.UTF_8);
    Files.createDirectories(statement);
    Path payloads = input.resolve("payloads");
    List<String> payloadNames = new ArrayList<>();
    if (Files.isDirectory(payloads)) {
      SourceCopy.tree(payloads, statement.resolve("payloads"), input);
      try (var files = Files.walk(statement.resolve("payloads"))) {
        files.filter(Files::isRegularFile)
            .map(f -> statement.resolve("payloads").relativize(f).toString().replace('\\', '/'))
            .sorted().forEach(payloadNames::add);
      }
    } else {
      warnings.accept(payloads + ": is missing; the statement has no payloads/");
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(input)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (!name.equals("prompt.txt") && !name.equals("payloads")) {
          warnings.accept(entry + ": not copied (a statement holds prompt.txt as README.md, and payloads/)");
        }
      }
    }
    Files.writeString(statement.resolve("README.md"),
        readme(names, task, text, health, payloadNames), StandardCharsets.UTF_8);
  }

  static String readme(TaskGroupNames names, ManifestTask task, String prompt, Optional<String> health,
      List<String> payloads) {
    StringBuilder out = new StringBuilder();
    out.append("# ").append(names.shortTitle()).append(", ").append(task.taskId()).append("\n\n");
    out.append("How this GDPevo task reads under Floe:\n\n");
    if (health.isPresent()) {
      out.append("- **Environment.** ");
      if (prompt.contains(PLACEHOLDER)) {
        out.append("`").append(PLACEHOLDER).append("` in the task below is the base URL of the task group's shared "
            + "business environment: Floe starts the environment and gives you that URL");
      } else {
        out.append("The task group's shared business environment is running: Floe gives you its base URL");
      }
      out.append(" in the environment variable `FLOE_ENV_BASE_URL` (for example `curl \"$FLOE_ENV_BASE_URL")
          .append(health.get()).append("\"`).");
      Set<String> fixed = new LinkedHashSet<>();
      Matcher matcher = FIXED_URL.matcher(prompt);
      while (matcher.find()) {
        fixed.add("`" + matcher.group() + "`");
      }
      if (!fixed.isEmpty()) {
        out.append(" The address ").append(String.join(", ", fixed))
            .append(" below is where GDPevo's own harness ran it; under Floe it is `FLOE_ENV_BASE_URL`.");
      }
      out.append('\n');
    }
    if (!payloads.isEmpty()) {
      out.append("- **Files.** The files the task names under `payloads/` or `input/payloads/` are in `payloads/` "
          + "beside this README: ").append(String.join(", ", payloads.stream().map(p -> "`" + p + "`").toList()))
          .append(".\n");
    }
    out.append("- **Answer.** Write your answer as JSON to `answer.json` in your answer folder (`FLOE_ANSWER_DIR`)");
    if (payloads.contains(TEMPLATE)) {
      out.append(", shaped like `payloads/").append(TEMPLATE).append('`');
    }
    out.append(". Only that file is graded.\n\n");
    out.append("## Task\n\n").append(prompt.strip()).append('\n');
    return out.toString();
  }
}
