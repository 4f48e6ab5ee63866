package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The task groups of a GDPevo checkout: the {@code task_group_NNN/} folders of its {@code task_groups/} folder, by
 * number. The checkout's root, its {@code task_groups/} folder (or {@code data/task_groups/}, where GDPevo's
 * repository keeps it) and the folder of task groups itself are all accepted.
 */
public record TaskGroupSource(Path folder, SortedMap<Integer, Path> groups) {
  private static final Pattern GROUP = Pattern.compile("task_group_(\\d{1,6})");

  public TaskGroupSource {
    Objects.requireNonNull(folder, "folder");
    groups = Collections.unmodifiableSortedMap(new TreeMap<>(groups));
  }

  /** Finds the task groups from what the user named; a folder without any is a problem that says what was looked for. */
  public static TaskGroupSource locate(Path input) {
    if (!Files.isDirectory(input)) {
      throw new FileProblemException(input + ": " + (Files.exists(input) ? "is a file" : "no such folder")
          + " (expected a GDPevo checkout, or its task_groups/ folder)");
    }
    for (Path candidate : List.of(input, input.resolve("task_groups"), input.resolve("data").resolve("task_groups"))) {
      SortedMap<Integer, Path> groups = groupsIn(candidate);
      if (!groups.isEmpty()) {
        return new TaskGroupSource(candidate, groups);
      }
    }
    throw new FileProblemException(input + ": no task groups found (expected task_group_NNN/ folders here, in task_groups/ "
        + "or in data/task_groups/)");
  }

  /** The groups numbered {@code numbers} (all when empty), in number order; an unknown number names those there are. */
  public List<Integer> select(List<Integer> numbers) {
    if (numbers.isEmpty()) {
      return List.copyOf(groups.keySet());
    }
    List<Integer> unknown = numbers.stream().filter(n -> !groups.containsKey(n)).distinct().toList();
    if (!unknown.isEmpty()) {
      throw new FileProblemException(folder + ": no task group " + unknown.stream().map(TaskGroupSource::number)
          .collect(Collectors.joining(", ")) + " (available: " + available() + ")");
    }
    return numbers.stream().distinct().sorted().toList();
  }

  /** The available group numbers as a user writes them: {@code 003, 018}. */
  public String available() {
    return groups.keySet().stream().map(TaskGroupSource::number).collect(Collectors.joining(", "));
  }

  /** A group number as GDPevo writes it, three digits at least. */
  public static String number(int number) {
    return String.format("%03d", number);
  }

  private static SortedMap<Integer, Path> groupsIn(Path folder) {
    SortedMap<Integer, Path> groups = new TreeMap<>();
    if (!Files.isDirectory(folder)) {
      return groups;
    }
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
      stream.forEach(entries::add);
    } catch (IOException e) {
      throw new FileProblemException(folder + ": cannot be listed (" + e.getMessage() + ")", e);
    }
    for (Path entry : entries) {
      Matcher matcher = GROUP.matcher(entry.getFileName().toString());
      if (matcher.matches() && Files.isDirectory(entry)) {
        groups.put(Integer.parseInt(matcher.group(1)), entry);
      }
    }
    return groups;
  }
}
