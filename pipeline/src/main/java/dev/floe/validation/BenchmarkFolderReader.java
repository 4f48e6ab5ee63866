package dev.floe.validation;

import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.aggregation.evaluation.Id;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads one {@code packages/<benchmark-id>/} folder: its config and every case folder in it. */
final class BenchmarkFolderReader {
  private static final Set<String> CASE_ENTRIES = Set.of("statement", "rubric", TaskConfigReader.FILE);

  /** The outcome for one folder: the benchmark when it has no errors, and what was found either way. */
  record Reading(String folderName, Optional<Benchmark> benchmark, int caseCount, List<Problem> problems) {}

  private final FileTreeCheck tree;

  BenchmarkFolderReader(FileTreeCheck tree) {
    this.tree = tree;
  }

  Reading read(Path folder) {
    Problems problems = new Problems();
    String name = folder.getFileName().toString();
    String shown = tree.display(folder);
    if (!Files.isDirectory(folder)) {
      problems.error(shown, "is a file where a benchmark folder should be",
          "packages/ holds one folder per benchmark, with a benchmark_config.toml");
      return new Reading(name, Optional.empty(), 0, problems.list());
    }
    if (!Id.isValid(name)) {
      problems.error(shown, "benchmark folder name \"" + name + "\" is not a valid id", BenchmarkConfigReader.ID_RULE);
    }
    Optional<BenchmarkConfigReader.Fields> fields = config(folder, problems);
    List<Case> cases = new ArrayList<>();
    int caseCount = 0;
    for (Path entry : tree.entries(folder, problems)) {
      if (!tree.entry(entry, problems) || !Files.isDirectory(entry)) {
        continue; // files beside the cases (a README, say) are the author's business
      }
      caseCount++;
      readCase(entry, problems).ifPresent(cases::add);
    }
    if (caseCount == 0 && Files.isDirectory(folder)) {
      problems.error(shown, "benchmark has no case folders", "one folder per case, such as CASE-001-first-task/");
    }
    Optional<Benchmark> benchmark = Optional.empty();
    if (!problems.hasErrors() && fields.isPresent()) {
      BenchmarkConfigReader.Fields f = fields.get();
      benchmark = Optional.of(new Benchmark(name, f.title(), f.description(), f.titleZh(), f.descriptionZh(),
          f.version(), f.lastUpdate(), f.status(), f.author(), f.references(), cases, folder));
    }
    return new Reading(name, benchmark, caseCount, problems.list());
  }

  private Optional<BenchmarkConfigReader.Fields> config(Path folder, Problems problems) {
    Path file = folder.resolve(BenchmarkConfigReader.FILE);
    String shown = tree.display(file);
    if (!Files.exists(file)) {
      problems.error(tree.display(folder), "has no " + BenchmarkConfigReader.FILE,
          "every benchmark folder has a benchmark_config.toml with id, title, description, version, "
              + "last_update, status and [author]");
      return Optional.empty();
    }
    if (!tree.entry(file, problems)) {
      return Optional.empty();
    }
    // parse() says what a config that is not a regular file is: a folder, or a FIFO, device or socket.
    return TomlDocument.parse(file, shown, problems)
        .flatMap(doc -> BenchmarkConfigReader.read(doc, folder.getFileName().toString()));
  }

  private Optional<Case> readCase(Path folder, Problems problems) {
    int errorsBefore = problems.errorCount();
    String name = folder.getFileName().toString();
    String shown = tree.display(folder);
    if (!Id.isValid(name)) {
      problems.error(shown, "case folder name \"" + name + "\" is not a valid id",
          BenchmarkConfigReader.ID_RULE + ", such as CASE-001-first-task");
    }
    Optional<TaskConfigReader.Fields> fields = taskConfig(folder, problems);
    entryFile(folder.resolve("statement"), problems, "the public task statement");
    entryFile(folder.resolve("rubric"), problems, "the private grading rubric");
    Optional<GraderSpec> grader = grader(folder.resolve("rubric"), problems);
    for (Path entry : tree.entries(folder, problems)) {
      String entryName = entry.getFileName().toString();
      if (!CASE_ENTRIES.contains(entryName) && !entryName.startsWith(".") && tree.entry(entry, problems)) {
        problems.warning(tree.display(entry), "unexpected entry in a case folder is ignored",
            "a case holds statement/, rubric/ and task_config.toml");
      }
    }
    if (problems.errorCount() > errorsBefore || fields.isEmpty()) {
      return Optional.empty();
    }
    TaskConfigReader.Fields f = fields.get();
    return Optional.of(new Case(name, f.title(), f.description(), f.titleZh(), f.descriptionZh(), f.budget(), grader, folder));
  }

  private Optional<GraderSpec> grader(Path rubric, Problems problems) {
    Path file = rubric.resolve(GraderSpec.FILE);
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty(); // no grader.toml: a judge grades the case
    }
    return TomlDocument.parse(file, tree.display(file), problems).flatMap(doc -> GraderConfigReader.read(doc, rubric));
  }

  private Optional<TaskConfigReader.Fields> taskConfig(Path caseFolder, Problems problems) {
    Path file = caseFolder.resolve(TaskConfigReader.FILE);
    if (!Files.exists(file)) {
      problems.error(tree.display(caseFolder), "case folder has no " + TaskConfigReader.FILE,
          "every case has a task_config.toml with id, title and description");
      return Optional.empty();
    }
    if (!tree.entry(file, problems)) {
      return Optional.empty();
    }
    // As for benchmark_config.toml: parse() names a folder or a FIFO for what it is.
    return TomlDocument.parse(file, tree.display(file), problems)
        .flatMap(doc -> TaskConfigReader.read(doc, caseFolder.getFileName().toString()));
  }

  /** Checks {@code statement/} or {@code rubric/}: a folder, with a README.md entry file, nothing leaving the repo. */
  private void entryFile(Path folder, Problems problems, String role) {
    String shown = tree.display(folder);
    String folderName = folder.getFileName().toString();
    if (!Files.exists(folder)) {
      problems.error(shown, "is missing", folderName + "/README.md holds " + role);
      return;
    }
    if (!tree.entry(folder, problems)) {
      return;
    }
    if (!Files.isDirectory(folder)) {
      problems.error(shown, "is a file where a folder should be", folderName + "/ with a README.md holding " + role);
      return;
    }
    Path readme = folder.resolve("README.md");
    if (!Files.exists(readme, LinkOption.NOFOLLOW_LINKS)) {
      problems.error(tree.display(readme), "is missing", "README.md is the entry file of " + folderName + "/");
    } else if (Files.isDirectory(readme)) {
      problems.error(tree.display(readme), "is a folder where a file should be", "a Markdown file");
    }
    // Only metadata is looked at: a README of hundreds of megabytes costs nothing to validate. What an agent gets a
    // copy of (the statement; a rubric's reference/ in fewshot) must not link elsewhere.
    tree.tree(folder, problems, folderName.equals("rubric") ? folder.resolve("reference") : folder);
  }
}
