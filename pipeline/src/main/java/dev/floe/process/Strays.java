package dev.floe.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Finds processes by the marker of their {@link ProcessTree} in {@code /proc/<pid>/environ} and kills them. Trees
 * that ended by themselves are swept in batches, one scan of {@code /proc} every {@value #SWEEP_SECONDS} s for all
 * of them, so that a run that starts hundreds of processes a second does not scan {@code /proc} for each one.
 */
final class Strays {
  private static final long SWEEP_SECONDS = 2;
  private static final int MAX_ENVIRON_BYTES = 1 << 20;
  private static final Path PROC = Path.of("/proc");
  private static final Set<String> PENDING = ConcurrentHashMap.newKeySet();
  /**
   * When the last finished sweep took its list of ended trees ({@link System#nanoTime}); before the first, when this
   * class was loaded: no tree had ended before then, since ended trees are registered here.
   */
  private static volatile long lastSweepStart = System.nanoTime();
  private static final ScheduledExecutorService SWEEPER = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "floe-stray-sweeper");
    thread.setDaemon(true);
    return thread;
  });

  static {
    SWEEPER.scheduleWithFixedDelay(Strays::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
  }

  private Strays() {}

  static void sweepLater(String tree) {
    PENDING.add(tree);
  }

  /** Kills every process marked {@code tree}, scanning again while a kill found any (a process may fork meanwhile). */
  static void killMarked(String tree) {
    int rounds = 0;
    while (rounds++ < 5 && !killMatching(Set.of(tree)).isEmpty()) {
      // killed some: scan again for any it started in the meantime
    }
  }

  /** At exit: whatever these trees, and every ended tree not yet swept, still have running. */
  static void killAll(Set<String> live) {
    Set<String> trees = new java.util.HashSet<>(live);
    trees.addAll(PENDING);
    int rounds = 0;
    while (!trees.isEmpty() && rounds++ < 5 && !killMatching(trees).isEmpty()) {
      // killed some: scan again for any they started in the meantime
    }
  }

  /** Kills what every pending tree left behind; a tree none of whose processes is left is forgotten. */
  static void sweep() {
    long started = System.nanoTime();
    Set<String> trees = Set.copyOf(PENDING);
    if (!trees.isEmpty()) {
      Set<String> found = killMatching(trees);
      trees.stream().filter(tree -> !found.contains(tree)).forEach(PENDING::remove);
    }
    lastSweepStart = started;
  }

  /**
   * When the last finished sweep began: every tree that had ended before then has nothing left running (but a
   * process that cleared its environment on purpose). Starts the periodic sweep if nothing had yet.
   */
  static long lastSweepStart() {
    return lastSweepStart;
  }

  /** Kills the processes whose environment names one of {@code trees}; returns the trees that had any. */
  private static Set<String> killMatching(Set<String> trees) {
    Set<String> found = new HashSet<>();
    long self = ProcessHandle.current().pid();
    for (long pid : ProcessHandle.allProcesses().mapToLong(ProcessHandle::pid).filter(p -> p != self).toArray()) {
      Optional<String> tree = markerOf(pid);
      if (tree.isPresent() && trees.contains(tree.get())) {
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        found.add(tree.get());
      }
    }
    return found;
  }

  private static Optional<String> markerOf(long pid) {
    byte[] environ;
    try (InputStream in = Files.newInputStream(PROC.resolve(Long.toString(pid)).resolve("environ"))) {
      environ = in.readNBytes(MAX_ENVIRON_BYTES);
    } catch (IOException e) {
      return Optional.empty(); // gone meanwhile, or another user's
    }
    String prefix = ProcessTree.MARKER + "=";
    for (String variable : new String(environ, StandardCharsets.UTF_8).split("\0")) {
      if (variable.startsWith(prefix)) {
        return Optional.of(variable.substring(prefix.length()));
      }
    }
    return Optional.empty();
  }
}
