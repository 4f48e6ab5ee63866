package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.files.FileProblemException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Finds the evaluation folders (those holding evaluation_config.toml) under one or more roots, at any
 * depth, and reads their results (their config only where results.json is missing). It does not
 * descend into an evaluation folder, so the thousands of run folders inside are never listed.
 */
public final class EvaluationScan {
  private EvaluationScan() {}

  /**
   * Every evaluation under the roots, sorted by folder, each once however many roots reach it (a root given twice,
   * or one inside another); all unreadable files are reported together.
   */
  public static List<CollectedEvaluation> collect(List<Path> roots) {
    Map<Path, Path> byRealPath = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        problems.add(root + ": no such folder");
        continue;
      }
      find(root).forEach(folder -> byRealPath.putIfAbsent(realPath(folder), folder));
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    List<Path> folders = new ArrayList<>(byRealPath.values());
    Collections.sort(folders);
    ConcurrentLinkedQueue<String> readProblems = new ConcurrentLinkedQueue<>();
    // Reading is a small parse per folder; a parallel stream keeps both cores busy on 10,000 folders.
    List<CollectedEvaluation> collected = folders.parallelStream().map(folder -> {
      try {
        EvaluationFolder evaluation = EvaluationFolder.at(folder);
        Results results = evaluation.readResultsSummary().orElse(null);
        // Without results the config says what the evaluation is; with them it is read only if needed.
        EvaluationConfig config = results == null ? evaluation.readConfig() : null;
        return new CollectedEvaluation(folder, config, results);
      } catch (FileProblemException e) {
        readProblems.addAll(e.problems());
        return null;
      }
    }).toList();
    if (!readProblems.isEmpty()) {
      List<String> sorted = new ArrayList<>(readProblems);
      Collections.sort(sorted);
      throw new FileProblemException(sorted);
    }
    return collected;
  }

  private static Path realPath(Path folder) {
    try {
      return folder.toRealPath();
    } catch (IOException e) {
      return folder.toAbsolutePath().normalize(); // gone since it was found: reading it reports that
    }
  }

  private static List<Path> find(Path root) {
    List<Path> found = new ArrayList<>();
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          // Hidden folders are Floe's own (.floe/) or an import still being written: never an evaluation to count.
          if (!dir.equals(root) && dir.getFileName().toString().startsWith(".")) {
            return FileVisitResult.SKIP_SUBTREE;
          }
          if (EvaluationFolder.isEvaluation(dir)) {
            found.add(dir);
            return FileVisitResult.SKIP_SUBTREE;
          }
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return found;
  }
}
