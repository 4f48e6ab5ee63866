package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code floe import gdpevo-reports}: every {@code <run>/reports/task_group_NNN.yaml} under a folder, at
 * any depth, becomes one evaluation folder under {@code <out>/evaluations/}. Everything is read and
 * checked before anything is written.
 */
public final class GdpevoReportImport {
  private static final Pattern REPORT = Pattern.compile("task_group_\\d+\\.ya?ml");

  private GdpevoReportImport() {}

  /** The report files under {@code root}, in path order. */
  public static List<Path> findReports(Path root) {
    if (!Files.isDirectory(root)) {
      throw new FileProblemException(root + ": no such folder");
    }
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> REPORT.matcher(p.getFileName().toString()).matches())
          .filter(p -> p.getParent() != null && p.getParent().getFileName().toString().equals("reports"))
          .filter(Files::isRegularFile)
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads and converts every report under {@code root}; all problems are reported together. */
  public static List<ImportedEvaluation> read(Path root, SubBenchmarkNaming naming, Instant created) {
    List<Path> reports = findReports(root);
    if (reports.isEmpty()) {
      throw new FileProblemException(root + ": no GDPevo reports (<run>/reports/task_group_NNN.yaml) found");
    }
    List<String> problems = new ArrayList<>();
    List<ImportedEvaluation> imported = new ArrayList<>();
    Map<String, Path> byId = new HashMap<>();
    Map<Path, JsonNode> runConfigs = new HashMap<>();
    for (Path report : reports) {
      Path runDir = report.getParent().getParent();
      try {
        JsonNode runConfig = runConfigs.computeIfAbsent(runDir, dir -> runConfig(dir, root));
        GdpevoReport parsed = GdpevoReport.from(YamlDocument.parse(read(report, root)));
        String source = root.relativize(report).toString().replace('\\', '/');
        ImportedEvaluation evaluation = ReportConversion.convert(report, parsed, runConfig,
            runDir.getFileName() == null ? null : runDir.getFileName().toString(), source, naming, created);
        Path other = byId.putIfAbsent(evaluation.config().id(), report);
        if (other != null) {
          problems.add(report + ": becomes evaluation " + evaluation.config().id() + ", as " + other
              + " does; import them into different --out folders");
          continue;
        }
        imported.add(evaluation);
      } catch (FileProblemException e) {
        problems.addAll(e.problems());
      } catch (IllegalArgumentException e) {
        problems.add(report + ": " + e.getMessage());
      }
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    return imported;
  }

  /**
   * Writes each evaluation to {@code <out>/evaluations/<id>/}. An existing folder is refused, before
   * anything is written, unless {@code replace}.
   */
  public static List<Path> write(List<ImportedEvaluation> evaluations, Path out, boolean replace) {
    List<Path> folders = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (ImportedEvaluation evaluation : evaluations) {
      Path folder = out.resolve("evaluations").resolve(evaluation.config().id());
      if (Files.exists(folder) && !replace) {
        problems.add(folder + ": already exists (from an earlier import?); pass --replace to overwrite it");
      }
      folders.add(folder);
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    for (int i = 0; i < evaluations.size(); i++) {
      writeWhole(evaluations.get(i), folders.get(i));
    }
    return folders;
  }

  /**
   * Writes one evaluation folder whole or not at all: into a hidden folder beside it, renamed into place once
   * complete (an existing folder, with --replace, is renamed aside first and deleted last). A crash leaves at most a
   * hidden folder, which leaderboards skip and the next import clears.
   */
  private static void writeWhole(ImportedEvaluation evaluation, Path folder) {
    Path parent = folder.toAbsolutePath().getParent();
    String name = folder.getFileName().toString();
    Path staging = parent.resolve("." + name + ".importing-" + UUID.randomUUID());
    Path aside = parent.resolve("." + name + ".replaced-" + UUID.randomUUID());
    try {
      Files.createDirectories(parent);
      clearInterrupted(parent, name);
      evaluation.writeTo(EvaluationFolder.at(staging));
      boolean replacing = Files.exists(folder, LinkOption.NOFOLLOW_LINKS);
      if (replacing) {
        Files.move(folder, aside, StandardCopyOption.ATOMIC_MOVE);
      }
      Files.move(staging, folder, StandardCopyOption.ATOMIC_MOVE);
      if (replacing) {
        deleteTree(aside);
      }
    } catch (IOException e) {
      deleteQuietly(staging);
      throw new UncheckedIOException("cannot write " + folder + ": " + e.getMessage(), e);
    } catch (RuntimeException e) {
      deleteQuietly(staging);
      throw e;
    }
  }

  /** The hidden folders an interrupted import of {@code name} left beside it. */
  private static void clearInterrupted(Path parent, String name) throws IOException {
    try (Stream<Path> entries = Files.list(parent)) {
      for (Path entry : entries.toList()) {
        String entryName = entry.getFileName().toString();
        if (entryName.startsWith("." + name + ".importing-") || entryName.startsWith("." + name + ".replaced-")) {
          deleteTree(entry);
        }
      }
    }
  }

  private static void deleteQuietly(Path folder) {
    try {
      deleteTree(folder);
    } catch (UncheckedIOException ignored) {
      // The write already failed; that error is the one worth reporting.
    }
  }

  /** The run's {@code config.yaml} beside {@code reports/}, or null when there is none. */
  private static JsonNode runConfig(Path runDir, Path root) {
    Path file = runDir.resolve("config.yaml");
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      return YamlDocument.parse(read(file, root));
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
  }

  /** A report or run config; a symbolic link that leads out of the folder being imported is refused. */
  private static String read(Path file, Path root) {
    return InputFile.read(file, InputFile.DOCUMENT_LIMIT, root);
  }

  private static void deleteTree(Path folder) {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
