package dev.floe.staging;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * Private folders handed back after use, to be reused by the next try instead of deleted and made again (see
 * {@link Mirror} for why). Keyed by the folder they live in; a folder handed out is no longer in the pool, so two
 * users never share one. At most as many folders wait as were in use at once: the run slots bound that.
 */
public final class FolderPool {
  private static final Map<Path, Deque<Path>> IDLE = new ConcurrentHashMap<>();

  private FolderPool() {}

  /** An idle folder under {@code parent} that still exists, if there is one; it is the caller's until given back. */
  public static Optional<Path> take(Path parent) {
    Deque<Path> idle = IDLE.get(parent);
    Path folder;
    while (idle != null && (folder = idle.pollFirst()) != null) {
      if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        return Optional.of(folder);
      }
    }
    return Optional.empty();
  }

  /**
   * Hands a folder back for reuse, keeping only the entries named {@code kept} (the next user rewrites them with
   * {@link Mirror}); everything else its user left goes now. If that fails, the folder is deleted instead.
   */
  public static void giveBack(Path folder, Set<String> kept) throws IOException {
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
    IDLE.computeIfAbsent(folder.getParent(), key -> new ConcurrentLinkedDeque<>()).addFirst(folder);
  }

  /** Forgets the idle folders under {@code parent}: the run that used them is removing them. */
  public static void forget(Path parent) {
    IDLE.remove(parent);
  }
}
