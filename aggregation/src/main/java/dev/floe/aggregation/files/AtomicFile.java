package dev.floe.aggregation.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Writes a file whole or not at all: a temporary name in the same folder, flushed to disk, renamed into place, and
 * the folder flushed too. A crash at any moment leaves either the old file or the new one, and at worst a hidden
 * temporary file that {@link #removeLeftovers} clears.
 */
public final class AtomicFile {
  /** {@code .<name>.<uuid>.tmp}: how {@link #write} names its temporary files; all {@link #removeLeftovers} removes. */
  private static final Pattern TEMPORARY =
      Pattern.compile("\\..+\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.tmp");

  private AtomicFile() {}

  public static void write(Path target, String text) {
    write(target, text.getBytes(StandardCharsets.UTF_8));
  }

  public static void write(Path target, byte[] bytes) {
    Path dir = target.toAbsolutePath().getParent();
    Path temp = null;
    try {
      Files.createDirectories(dir);
      // Same folder as the target, so the rename never crosses file systems and stays atomic. Made with
      // createFile rather than createTempFile, so it gets the permissions of any new file (umask), not 0600.
      temp = Files.createFile(dir.resolve("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp"));
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
          channel.write(buffer);
        }
        // Without the flush a crash right after the rename can leave an empty file under the real name.
        channel.force(true);
      }
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
      temp = null;
      // The rename lives in the folder: until the folder is flushed, a power cut can undo it.
      syncFolder(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target + ": " + reason(e), e);
    } finally {
      if (temp != null) {
        try {
          Files.deleteIfExists(temp);
        } catch (IOException ignored) {
          // The write already failed; that error is the one worth reporting.
        }
      }
    }
  }

  /**
   * Deletes the temporary files of writes that a crash interrupted in {@code dir} (not below it); returns how many.
   * Only names that {@link #write} makes are touched. Call it where no write can be under way (under the output lock).
   */
  public static int removeLeftovers(Path dir) {
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      return 0;
    }
    int removed = 0;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir,
        entry -> TEMPORARY.matcher(entry.getFileName().toString()).matches()
            && Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS))) {
      for (Path entry : entries) {
        if (Files.deleteIfExists(entry)) {
          removed++;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot clear unfinished writes in " + dir + ": " + reason(e), e);
    }
    return removed;
  }

  /** Flushes a folder's entries to disk; a file system that cannot open folders for that has nothing to flush. */
  static void syncFolder(Path dir) throws IOException {
    try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (NoSuchFileException e) {
      throw e;
    } catch (IOException e) {
      // Some file systems refuse fsync on a folder (EINVAL); the rename is then as durable as they make it.
      if (!String.valueOf(e.getMessage()).contains("Invalid argument")) {
        throw e;
      }
    }
  }

  /** The OS's words for why ("No space left on device"), without the path Java repeats in front. */
  static String reason(IOException e) {
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return String.valueOf(e.getMessage());
  }
}
