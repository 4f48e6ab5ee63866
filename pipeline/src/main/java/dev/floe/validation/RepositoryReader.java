package dev.floe.validation;

import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.EnvironmentSpec;
import dev.floe.benchmark.SubBenchmark;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads a benchmark repository in the RFC-0001 layout and checks every rule of SPEC §1, listing all problems at
 * once. Nothing is written. Benchmarks are read in parallel: they are independent and there are thousands of them.
 */
public final class RepositoryReader {
  private RepositoryReader() {}

  public static Validation read(Path root) {
    Problems problems = new Problems();
    Path realRoot = realRoot(root, problems);
    if (realRoot == null) {
      return new Validation(root, 0, 0, List.of(), problems.list(), Optional.empty());
    }
    FileTreeCheck tree = new FileTreeCheck(root, realRoot);
    Path packages = root.resolve("packages");
    List<BenchmarkFolderReader.Reading> readings = readPackages(packages, tree, problems);
    for (BenchmarkFolderReader.Reading reading : readings) {
      problems.addAll(reading.problems());
    }
    List<String> ids = readings.stream().map(BenchmarkFolderReader.Reading::folderName).toList();
    Map<String, EnvironmentSpec> environments = DataFolderCheck.check(root.resolve("data"), ids, tree, problems);
    List<Pairing.Pair> pairs = Pairing.pair(ids, problems);

    List<Problem> sorted = new ArrayList<>(problems.list());
    sorted.sort(Problem.READING_ORDER);
    int cases = readings.stream().mapToInt(BenchmarkFolderReader.Reading::caseCount).sum();
    List<Validation.SubBenchmarkIds> listed = pairs.stream()
        .map(p -> new Validation.SubBenchmarkIds(p.id(), p.train(), p.test())).toList();
    Optional<BenchmarkRepository> repository =
        problems.hasErrors() ? Optional.empty() : Optional.of(assemble(root, readings, pairs, environments));
    return new Validation(root, readings.size(), cases, listed, sorted, repository);
  }

  private static Path realRoot(Path root, Problems problems) {
    if (!Files.exists(root)) {
      problems.error("", "no such folder", "the path of a benchmark repository, which holds packages/");
      return null;
    }
    if (!Files.isDirectory(root)) {
      problems.error("", "is a file, not a folder", "the path of a benchmark repository, which holds packages/");
      return null;
    }
    try {
      return root.toRealPath();
    } catch (IOException e) {
      problems.error("", "cannot be read: " + e.getMessage(), null);
      return null;
    }
  }

  private static List<BenchmarkFolderReader.Reading> readPackages(Path packages, FileTreeCheck tree, Problems problems) {
    if (!Files.exists(packages)) {
      problems.error("packages", "is missing", "a benchmark repository holds packages/<benchmark-id>/");
      return List.of();
    }
    if (!tree.entry(packages, problems)) {
      return List.of();
    }
    if (!Files.isDirectory(packages)) {
      problems.error("packages", "is a file where a folder should be", "packages/<benchmark-id>/ folders");
      return List.of();
    }
    BenchmarkFolderReader reader = new BenchmarkFolderReader(tree);
    List<Path> entries = new ArrayList<>();
    for (Path entry : tree.entries(packages, problems)) {
      if (tree.entry(entry, problems)) {
        entries.add(entry);
      }
    }
    if (entries.isEmpty()) {
      problems.error("packages", "is empty", "one folder per benchmark, such as packages/my-benchmark-test/");
    }
    return entries.parallelStream().map(reader::read).toList();
  }

  private static BenchmarkRepository assemble(Path root, List<BenchmarkFolderReader.Reading> readings,
      List<Pairing.Pair> pairs, Map<String, EnvironmentSpec> environments) {
    Map<String, Benchmark> byId = readings.stream()
        .map(r -> r.benchmark().orElseThrow())
        .collect(Collectors.toMap(Benchmark::id, Function.identity()));
    List<SubBenchmark> subs = pairs.stream()
        .map(p -> new SubBenchmark(p.id(), p.train().map(byId::get), byId.get(p.test())))
        .toList();
    List<Benchmark> benchmarks = byId.values().stream().sorted(Comparator.comparing(Benchmark::id)).toList();
    return new BenchmarkRepository(root, benchmarks, subs, environments);
  }
}
