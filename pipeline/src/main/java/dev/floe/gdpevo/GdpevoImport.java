package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.staging.FolderCopy;
import dev.floe.validation.Problem;
import dev.floe.validation.RepositoryReader;
import dev.floe.validation.Validation;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code floe import gdpevo}: GDPevo task groups as an RFC-0001 benchmark repository, written whole or not at all.
 * Every manifest is read before anything is written; the repository is built in a hidden sibling of {@code --out},
 * must pass {@link RepositoryReader} and {@link StatementLeakCheck}, and only then is renamed into place (replacing
 * what was there, with {@code replace}). A failed import leaves {@code --out} as it was.
 */
public final class GdpevoImport {
  /** What an import wrote: the repository, each task group converted (in number order), and warnings. */
  public record Result(Path repository, List<ConvertedGroup> groups, List<String> warnings) {
    public Result {
      Objects.requireNonNull(repository, "repository");
      groups = List.copyOf(groups);
      warnings = List.copyOf(warnings);
    }
  }

  private GdpevoImport() {}

  /**
   * Converts the task groups numbered {@code only} (all when empty) of the checkout at {@code input} into the
   * repository {@code out}; {@code now} is every benchmark's {@code last_update}.
   */
  public static Result convert(Path input, Path out, List<Integer> only, boolean replace, Instant now)
      throws IOException {
    TaskGroupSource source = TaskGroupSource.locate(input);
    List<Integer> numbers = source.select(only);
    Map<Integer, TaskGroupManifest> manifests = manifests(source, numbers);
    Map<Integer, TaskGroupNames> names = names(source, manifests);
    Path target = checkTarget(source, out, replace);

    Path temp = target.resolveSibling("." + target.getFileName() + ".floe-import-" + ProcessHandle.current().pid()
        + "-" + System.nanoTime());
    Files.createDirectories(target.getParent());
    Files.createDirectory(temp);
    try {
      List<String> warnings = new ArrayList<>();
      List<ConvertedGroup> groups = new ArrayList<>();
      for (int number : numbers) {
        groups.add(TaskGroupWriter.write(source.groups().get(number), manifests.get(number), names.get(number), temp,
            now, warnings::add));
      }
      Validation validation = RepositoryReader.read(temp);
      List<String> errors = new ArrayList<>();
      for (Problem problem : validation.problems()) {
        (problem.isError() ? errors : warnings).add(problem.render(out.toString()));
      }
      if (!errors.isEmpty()) {
        throw new FileProblemException(errors);
      }
      List<StatementLeakCheck.Leak> leaks = StatementLeakCheck.find(temp, publicDigests(source, manifests));
      if (!leaks.isEmpty()) {
        throw new FileProblemException(leaks.stream()
            .map(leak -> out + "/" + leak.statementFile() + ": has the bytes of " + leak.privateFile()
                + ", which must never reach an agent (nothing was written)")
            .toList());
      }
      moveIntoPlace(temp, target);
      return new Result(target, groups, warnings);
    } finally {
      FolderCopy.delete(temp);
    }
  }

  private static Map<Integer, TaskGroupManifest> manifests(TaskGroupSource source, List<Integer> numbers) {
    List<String> problems = new ArrayList<>();
    Map<Integer, TaskGroupManifest> manifests = new LinkedHashMap<>();
    for (int number : numbers) {
      Path file = source.groups().get(number).resolve(ManifestReader.FILE);
      if (!Files.isRegularFile(file)) {
        problems.add(file + ": is missing (expected the task group's manifest)");
        continue;
      }
      try {
        manifests.put(number, ManifestReader.read(file, file.toString()));
      } catch (FileProblemException e) {
        problems.addAll(e.problems());
      }
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    return manifests;
  }

  private static Map<Integer, TaskGroupNames> names(TaskGroupSource source, Map<Integer, TaskGroupManifest> manifests) {
    Map<Integer, TaskGroupNames> names = new LinkedHashMap<>();
    Map<String, Integer> bySlug = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    manifests.forEach((number, manifest) -> {
      TaskGroupNames named = TaskGroupNames.of(number, manifest);
      Integer other = bySlug.putIfAbsent(named.slug(), number);
      if (other != null) {
        problems.add(source.groups().get(number).resolve(ManifestReader.FILE) + ": task_group.scenario_id: gives the "
            + "slug '" + named.slug() + "' that task_group_" + TaskGroupSource.number(other) + " has too (expected "
            + "scenario ids that differ beyond their SCN_NNN_ prefix)");
      }
      names.put(number, named);
    });
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    return names;
  }

  /** The absolute path to write; refused when it is not empty (without {@code replace}) or overlaps the source. */
  private static Path checkTarget(TaskGroupSource source, Path out, boolean replace) throws IOException {
    Path target = out.toAbsolutePath().normalize();
    if (target.getParent() == null) {
      throw new FileProblemException(out + ": is a file system root (expected a folder for the repository)");
    }
    Path sourceReal = source.folder().toRealPath();
    Path targetReal = Files.isDirectory(target.getParent())
        ? target.getParent().toRealPath().resolve(target.getFileName()) : target;
    if (sourceReal.startsWith(targetReal) || targetReal.startsWith(sourceReal)) {
      throw new FileProblemException(out + ": overlaps the GDPevo task groups at " + source.folder()
          + " (expected a folder outside them, which they are not inside either)");
    }
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
        throw new FileProblemException(out + ": is a file (expected a folder for the benchmark repository)");
      }
      if (!replace && !isEmpty(target)) {
        throw new FileProblemException(out + ": exists and is not empty (expected a new or empty folder; "
            + "--replace replaces it whole)");
      }
    }
    return target;
  }

  private static boolean isEmpty(Path folder) throws IOException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
      return !entries.iterator().hasNext();
    }
  }

  /** Renames the finished repository into place; what it replaces is moved aside first and put back on failure. */
  private static void moveIntoPlace(Path temp, Path target) throws IOException {
    if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
      return;
    }
    Path aside = target.resolveSibling("." + target.getFileName() + ".floe-replaced-" + ProcessHandle.current().pid()
        + "-" + System.nanoTime());
    Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
    try {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
      throw e;
    }
    FolderCopy.delete(aside);
  }

  /** The bytes an agent may see anyway: every file of the converted tasks' {@code input/} folders. */
  private static Set<String> publicDigests(TaskGroupSource source, Map<Integer, TaskGroupManifest> manifests)
      throws IOException {
    Set<String> digests = new HashSet<>();
    for (Map.Entry<Integer, TaskGroupManifest> entry : manifests.entrySet()) {
      Path group = source.groups().get(entry.getKey());
      for (Split split : Split.values()) {
        for (ManifestTask task : entry.getValue().tasks(split)) {
          Path input = group.resolve(task.folder()).resolve("input");
          if (!Files.isDirectory(input)) {
            continue;
          }
          try (Stream<Path> files = Files.walk(input, FileVisitOption.FOLLOW_LINKS)) {
            files.filter(Files::isRegularFile).forEach(file -> digests.add(SourceCopy.digest(file)));
          }
        }
      }
    }
    return digests;
  }
}
