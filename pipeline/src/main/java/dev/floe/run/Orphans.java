package dev.floe.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The agents, graders and environments that a killed run of an output folder left running. A SIGKILL gives Floe no
 * chance to stop its children, and they run on (an agent on an LLM keeps spending) until they end by themselves. The
 * next run, holding the folder's lock (so no live run of it exists), finds them by what ties them to the folder, as
 * the kernel shows it in {@code /proc}: their output going to a log under {@code evaluations/} (every agent, grader
 * and environment Floe starts writes one there), or their working folder in {@code .floe/grading/} or in the killed
 * run's work root. Linux only; elsewhere nothing is found.
 */
final class Orphans {
  private static final Path PROC = Path.of("/proc");

  private Orphans() {}

  /** Kills each such process with its descendants; returns how many process trees were found. */
  static int stop(Path out, Optional<Path> previousWorkRoot) {
    if (!Files.isDirectory(PROC)) {
      return 0;
    }
    Path real = real(out);
    Path evaluations = real.resolve("evaluations");
    Path grading = real.resolve(".floe").resolve("grading");
    Optional<Path> workRoot = previousWorkRoot.map(Orphans::real);
    Set<Long> spared = new HashSet<>();
    for (Optional<ProcessHandle> p = Optional.of(ProcessHandle.current()); p.isPresent(); p = p.get().parent()) {
      spared.add(p.get().pid()); // this Floe and whatever started it, even if its output goes into the folder
    }
    List<ProcessHandle> found = new ArrayList<>();
    ProcessHandle.allProcesses()
        .filter(p -> !spared.contains(p.pid()))
        .filter(p -> belongs(p.pid(), evaluations, grading, workRoot))
        .forEach(found::add);
    // An agent's own children (its sleep, its tools) share its log: count and stop each tree once, from its top.
    Set<Long> pids = new HashSet<>();
    found.forEach(p -> pids.add(p.pid()));
    List<ProcessHandle> tops = found.stream()
        .filter(p -> p.parent().map(parent -> !pids.contains(parent.pid())).orElse(true)).toList();
    for (ProcessHandle orphan : tops) {
      orphan.descendants().forEach(ProcessHandle::destroyForcibly);
      orphan.destroyForcibly();
    }
    found.forEach(ProcessHandle::destroyForcibly);
    return tops.size();
  }

  private static boolean belongs(long pid, Path evaluations, Path grading, Optional<Path> workRoot) {
    Path process = PROC.resolve(Long.toString(pid));
    Optional<Path> cwd = link(process.resolve("cwd"));
    if (cwd.isPresent() && (cwd.get().startsWith(grading) || workRoot.map(cwd.get()::startsWith).orElse(false))) {
      return true;
    }
    for (String fd : List.of("1", "2")) {
      Optional<Path> target = link(process.resolve("fd").resolve(fd));
      if (target.isPresent() && target.get().startsWith(evaluations)
          && target.get().getFileName().toString().endsWith(".log")) {
        return true;
      }
    }
    return false;
  }

  /** The path as /proc shows it: links resolved, as far as the path exists. */
  private static Path real(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException e) {
      return path.toAbsolutePath().normalize();
    }
  }

  /** Where a /proc link points, without the " (deleted)" the kernel adds; empty when it cannot be read. */
  private static Optional<Path> link(Path link) {
    try {
      String target = Files.readSymbolicLink(link).toString();
      return Optional.of(Path.of(target.endsWith(" (deleted)")
          ? target.substring(0, target.length() - " (deleted)".length()) : target));
    } catch (IOException | UnsupportedOperationException | java.nio.file.InvalidPathException e) {
      return Optional.empty(); // another user's process, or one that just ended
    }
  }
}
