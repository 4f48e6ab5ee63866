package dev.floe.aggregation.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Writes a file whole or not at all: a temporary name in the same folder, flushed, then renamed into place. */
public final class AtomicFile {
  private AtomicFile() {}

  public static void write(Path target, String text) {
    write(target, text.getBytes(StandardCharsets.UTF_8));
  }

  public static void write(Path target, byte[] bytes) {
    Path dir = target.toAbsolutePath().getParent();
    Path temp = null;
    try {
      Files.createDirectories(dir);
      // Same folder as the target, so the rename never crosses file systems and stays atomic.
      temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
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
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
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
}
