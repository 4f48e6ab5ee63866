package dev.floe.validation;

import java.nio.file.Files;
import java.nio.file.Path;
import dev.floe.benchmark.EnvironmentSpec;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks the optional {@code data/} folder: one folder per benchmark (or sub-benchmark), each with a README.md
 * (RFC-0001), and an {@code environment.toml} where the cases need a service (SPEC §1.1).
 */
final class DataFolderCheck {
  private DataFolderCheck() {}

  /** Checks every data folder; returns the environments found, by data folder name. */
  static Map<String, EnvironmentSpec> check(Path data, List<String> benchmarkIds, FileTreeCheck tree,
      Problems problems) {
    Map<String, EnvironmentSpec> environments = new TreeMap<>();
    if (!Files.exists(data) || !tree.entry(data, problems)) {
      return environments;
    }
    if (!Files.isDirectory(data)) {
      problems.error("data", "is a file where a folder should be", "data/<benchmark-id>/ folders, or no data/");
      return environments;
    }
    tree.specialFiles(data, problems);
    // A train/test pair may share one environment, kept under the sub-benchmark's id.
    Set<String> stems = benchmarkIds.stream()
        .map(id -> id.replaceFirst("-(train|test)$", ""))
        .collect(Collectors.toSet());
    for (Path entry : tree.entries(data, problems)) {
      String name = entry.getFileName().toString();
      if (!tree.entry(entry, problems)) {
        continue;
      }
      if (!Files.isDirectory(entry)) {
        if (Files.isRegularFile(entry)) { // a FIFO or device was reported as an error above
          problems.warning(tree.display(entry), "file in data/ is ignored", "data/<benchmark-id>/ folders");
        }
        continue;
      }
      if (!benchmarkIds.contains(name) && !stems.contains(name)) {
        problems.warning(tree.display(entry), "data folder belongs to no benchmark in packages/",
            "data/<benchmark-id>/ or data/<sub-benchmark-id>/ named after a benchmark of packages/");
      }
      if (!Files.exists(entry.resolve("README.md"))) {
        problems.warning(tree.display(entry), "data folder has no README.md", "a README.md saying what the data is");
      }
      Path config = entry.resolve(EnvironmentSpec.FILE);
      // An environment.toml that is a FIFO was reported above, as an error: floe run refuses the repository rather
      // than run its cases without the environment.
      if (Files.isRegularFile(config) && tree.entry(config, problems)) {
        TomlDocument.parse(config, tree.display(config), problems)
            .flatMap(doc -> EnvironmentConfigReader.read(doc, entry))
            .ifPresent(spec -> environments.put(name, spec));
      }
    }
    return environments;
  }
}
