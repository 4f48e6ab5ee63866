package dev.floe.staging;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Private folders handed back after use, to be reused by a later try instead of deleted and made again (see
 * {@link Mirror} for why). Keyed by the folder they live in; a folder handed out is no longer in the pool, so two
 * users never share one.
 *
 * <p>A folder is handed out again only once it is safe from its last user: a process the last user left running
 * could still write into it (an agent's background job writing into {@code answer/}), so the caller says up to when
 * folders given back are safe (for Floe, until the last sweep of ended process trees began), and younger ones wait.
 */
public final class FolderPool {
  /** Beyond this many idle folders under one parent, a folder given back is deleted instead. */
  static final int MAX_IDLE = 256;

  private record Idle(Path folder, long givenBackAt) {}

  /**
   * The idle folders of one parent, oldest first, and how many there are: a deque's own size() walks every entry,
   * which cost as much as the rest of a run's bookkeeping once hundreds of folders were idle.
   */
  private record Idles(Deque<Idle> folders, AtomicInteger count) {
    Idles() {
      this(new ConcurrentLinkedDeque<>(), new AtomicInteger());
    }

    Idle pollFirst() {
      Idle first = folders.pollFirst();
      if (first != null) {
        count.decrementAndGet();
      }
      return first;
    }

    void addFirst(Idle idle) {
      count.incrementAndGet();
      folders.addFirst(idle);
    }

    void addLast(Idle idle) {
      count.incrementAndGet();
      folders.addLast(idle);
    }
  }

  private static final Map<Path, Idles> IDLE = new ConcurrentHashMap<>();

  private FolderPool() {}

  /**
   * The oldest idle folder under {@code parent} given back before {@code safeBefore} ({@link System#nanoTime}) that
   * still exists, if any; it is the caller's until given back.
   */
  public static Optional<Path> take(Path parent, long safeBefore) {
    Idles idle = IDLE.get(parent);
    Idle oldest;
    while (idle != null && (oldest = idle.pollFirst()) != null) {
      if (oldest.givenBackAt() - safeBefore >= 0) {
        idle.addFirst(oldest); // not safe yet, and the ones behind it are younger
        return Optional.empty();
      }
      if (Files.isDirectory(oldest.folder(), LinkOption.NOFOLLOW_LINKS)) {
        return Optional.of(oldest.folder());
      }
    }
    return Optional.empty();
  }

  /**
   * Hands a folder back for reuse, keeping only the entries named {@code kept} (the next user rewrites them with
   * {@link Mirror}); everything else its user left goes now. If that fails, or the pool is full, the folder is
   * deleted instead.
   */
  public static void giveBack(Path folder, Set<String> kept) throws IOException {
    Idles idle = IDLE.computeIfAbsent(folder.getParent(), key -> new Idles());
    if (idle.count().get() >= MAX_IDLE) {
      FolderCopy.delete(folder);
      return;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
      for (Path entry : entries) {
        if (!kept.contains(entry.getFileName().toString())) {
          FolderCopy.delete(entry);
        }
      }
    } catch (IOException | UncheckedIOException e) {
      FolderCopy.delete(folder);
      return;
    }
    idle.addLast(new Idle(folder, System.nanoTime()));
  }

  /** Deletes the idle folders under {@code parent} (those in use are their users'): a worker's job is over. */
  public static void deleteIdle(Path parent) throws IOException {
    Idles idle = IDLE.remove(parent);
    List<Path> folders = new ArrayList<>();
    Idle next;
    while (idle != null && (next = idle.pollFirst()) != null) {
      folders.add(next.folder());
    }
    for (Path folder : folders) {
      FolderCopy.delete(folder);
    }
  }

  /** Forgets the idle folders under {@code parent}: the run that used them is removing them. */
  public static void forget(Path parent) {
    IDLE.remove(parent);
  }
}
