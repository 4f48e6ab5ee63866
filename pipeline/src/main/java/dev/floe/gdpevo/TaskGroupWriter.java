package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.TomlText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes one GDPevo task group into a benchmark repository: {@code packages/gdpevo-<slug>-train/} and
 * {@code -test/}, a case per task, and {@code data/gdpevo-<slug>/} with the environment, shared by both halves.
 */
final class TaskGroupWriter {
  static final String VERSION = "1.0.0";
  static final String AUTHOR = "Prism-Shadow (GDPevo)";
  static final String HOMEPAGE = "https://github.com/Prism-Shadow/GDPevo";
  private static final Pattern FLASK = Pattern.compile("(?m)^\\s*(from\\s+flask\\b|import\\s+flask\\b)");
  private static final int DESCRIPTION_CHARS = 200;

  private TaskGroupWriter() {}

  static ConvertedGroup write(Path groupFolder, TaskGroupManifest manifest, TaskGroupNames names, Path repository,
      Instant now, Consumer<String> warnings) throws IOException {
    Path env = groupFolder.resolve("env");
    Optional<EnvironmentSettings> settings = Files.isDirectory(env)
        ? Optional.of(EnvironmentSettings.forGroup(names.number(), manifest.stateMode()))
        : Optional.empty();
    if (manifest.testTasks().isEmpty()) {
      throw new FileProblemException(groupFolder.resolve(ManifestReader.FILE) + ": test_tasks: is empty "
          + "(expected the test tasks that a sub-benchmark is evaluated on)");
    }
    if (manifest.trainTasks().isEmpty()) {
      warnings.accept(names.folderName() + ": no train tasks; only " + names.benchmark(Split.TEST)
          + " is written, which runs in mode base only");
    }
    for (Split split : Split.values()) {
      List<ManifestTask> tasks = manifest.tasks(split);
      if (tasks.isEmpty()) {
        continue;
      }
      Path benchmark = repository.resolve("packages").resolve(names.benchmark(split));
      Files.createDirectories(benchmark);
      Files.writeString(benchmark.resolve("benchmark_config.toml"),
          benchmarkConfig(manifest, names, split, tasks.size(), now), StandardCharsets.UTF_8);
      for (int i = 0; i < tasks.size(); i++) {
        ManifestTask task = tasks.get(i);
        Path caseFolder = benchmark.resolve(TaskGroupNames.caseId(i + 1, task.taskId()));
        StatementWriter.write(names, task, groupFolder, settings.map(EnvironmentSettings::health),
            caseFolder.resolve("statement"), warnings);
        RubricWriter.write(names, task, groupFolder, caseFolder.resolve("rubric"), warnings);
        String prompt = Files.readString(groupFolder.resolve(task.folder()).resolve("input").resolve("prompt.txt"),
            StandardCharsets.UTF_8);
        Files.writeString(caseFolder.resolve("task_config.toml"),
            taskConfig(names, task, caseFolder.getFileName().toString(), prompt), StandardCharsets.UTF_8);
      }
    }
    boolean flask = false;
    if (settings.isPresent()) {
      flask = needsFlask(env);
      writeDataFolder(groupFolder, manifest, names, settings.get(), flask, repository, warnings);
    }
    Optional<String> train = manifest.trainTasks().isEmpty() ? Optional.empty() : Optional.of(names.benchmark(Split.TRAIN));
    return new ConvertedGroup(names, manifest.taskGroupId(), train, manifest.trainTasks().size(),
        names.benchmark(Split.TEST), manifest.testTasks().size(),
        settings.map(s -> "data/" + names.subBenchmark() + "/"), flask);
  }

  private static void writeDataFolder(Path groupFolder, TaskGroupManifest manifest, TaskGroupNames names,
      EnvironmentSettings settings, boolean flask, Path repository, Consumer<String> warnings) throws IOException {
    Path data = repository.resolve("data").resolve(names.subBenchmark());
    SourceCopy.tree(groupFolder.resolve("env"), data.resolve("env"), groupFolder);
    if (!Files.isRegularFile(data.resolve(EnvironmentSettings.COMMAND.get(1)))) {
      warnings.accept(groupFolder.resolve(EnvironmentSettings.COMMAND.get(1)) + ": is missing; "
          + data.resolve(EnvironmentSettings.FILE) + " names it anyway: edit its command to start the environment");
    }
    String python = flask ? "Python 3 with Flask (pip install flask)." : "Python 3, standard library only.";
    Files.writeString(data.resolve(EnvironmentSettings.FILE), settings.toml(List.of(
        names.shortTitle() + "'s shared environment (SPEC §1.1): GDPevo's env/ unchanged, started by `floe run`",
        "for " + names.benchmark(Split.TRAIN) + " and " + names.benchmark(Split.TEST) + ".",
        "Needs " + python)),
        StandardCharsets.UTF_8);
    Files.writeString(data.resolve("README.md"), dataReadme(manifest, names, settings, python), StandardCharsets.UTF_8);
  }

  static String benchmarkConfig(TaskGroupManifest manifest, TaskGroupNames names, Split split, int cases, Instant now) {
    String scenario = manifest.scenarioId().orElse(manifest.taskGroupId());
    String about = manifest.description().map(d -> oneLine(d) + " ").orElse("");
    Map<String, Object> config = new LinkedHashMap<>();
    config.put("id", names.benchmark(split));
    config.put("title", names.shortTitle() + manifest.domain().map(d -> " (" + d + ")").orElse("") + ": "
        + names.words() + ", " + split.label() + " tasks");
    config.put("description", about + "The " + split.label() + " tasks of GDPevo's " + names.folderName() + " ("
        + scenario + "), " + cases + " case" + (cases == 1 ? "" : "s") + " converted by `floe import gdpevo`.");
    config.put("version", VERSION);
    // A string, the form SPEC §1 shows; TOML's own date-time would be read the same.
    config.put("last_update", DateTimeFormatter.ISO_INSTANT.format(now.truncatedTo(ChronoUnit.SECONDS)));
    config.put("status", "published");
    config.put("references", List.of(HOMEPAGE, "GDPevo task_groups/" + names.folderName() + " (" + scenario + ")"));
    Map<String, Object> author = new LinkedHashMap<>();
    author.put("name", AUTHOR);
    author.put("homepage", HOMEPAGE);
    config.put("author", author);
    return TomlText.of(config);
  }

  /** The description is the prompt's first paragraph, cut short: enough to recognize the task in a listing. */
  static String taskConfig(TaskGroupNames names, ManifestTask task, String caseId, String prompt) {
    Map<String, Object> config = new LinkedHashMap<>();
    config.put("id", caseId);
    config.put("title", names.shortTitle() + ", " + task.taskId());
    String first = oneLine(prompt.strip().split("\\n\\s*\\n", 2)[0]);
    config.put("description", first.length() <= DESCRIPTION_CHARS ? first : first.substring(0, DESCRIPTION_CHARS - 1) + "…");
    return TomlText.of(config);
  }

  static String dataReadme(TaskGroupManifest manifest, TaskGroupNames names, EnvironmentSettings settings,
      String python) {
    StringBuilder out = new StringBuilder();
    out.append("# ").append(names.shortTitle()).append(": the shared environment of ").append(names.subBenchmark())
        .append("\n\n");
    out.append("GDPevo's `env/` of ").append(names.folderName()).append(manifest.scenarioId().map(s -> " (" + s + ")")
        .orElse("")).append(", unchanged: the business environment that `").append(names.benchmark(Split.TRAIN))
        .append("` and `").append(names.benchmark(Split.TEST)).append("` talk to.\n\n");
    out.append("`floe run` starts it as `environment.toml` says: `").append(String.join(" ", settings.command()))
        .append("` in this folder, on a free loopback port passed as `").append(settings.portEnv())
        .append("`, ready when `GET ").append(settings.health()).append("` answers 2xx; the agent gets its base URL as "
            + "`FLOE_ENV_BASE_URL`. ")
        .append(settings.mutable() ? "The environment is mutable: every attempt gets a fresh instance. "
            : "The environment is read-only: one instance may serve every attempt. ")
        .append("GDPevo's train-only judge stays off (`TASK_ENV_ENABLE_JUDGE = \"0\"`): Floe grades train answers "
            + "with the train graders itself.");
    if (settings.env().containsKey("TASK_GROUP_ROOT")) {
      out.append(" `TASK_GROUP_ROOT` is this folder, which stands where GDPevo's task-group root stood (it holds `env/`).");
    }
    out.append("\n\nNeeds ").append(python).append("\n\n");
    out.append("**Never give `env/` to an agent**: like every GDPevo environment it may hold copies of the train "
        + "reference answers (for the train-only judge). The converter copies nothing of it into a statement; agents "
        + "reach the environment over HTTP only.\n\nGDPevo's own description of the environment: `env/README.md`.\n");
    return out.toString();
  }

  private static boolean needsFlask(Path env) throws IOException {
    try (Stream<Path> files = Files.walk(env)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".py") && Files.isRegularFile(f)).toList()) {
        if (FLASK.matcher(Files.readString(file, StandardCharsets.ISO_8859_1)).find()) {
          return true;
        }
      }
    }
    return false;
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s+", " ");
  }
}
