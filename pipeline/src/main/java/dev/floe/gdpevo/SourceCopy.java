package dev.floe.gdpevo;

import dev.floe.aggregation.files.FileProblemException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.EnumSet;
import java.util.HexFormat;

/**
 * Copies files out of a GDPevo task group: contents and permissions (graders and servers stay executable), never a
 * link, and nothing that resolves outside the folder the copy is allowed to take from. A statement copies from the
 * task's {@code input/} only, so a payload that links to {@code ../../output/answer.json} is refused, not copied.
 */
final class SourceCopy {
  private SourceCopy() {}

  /** Copies the tree {@code from} to {@code to}; every entry must resolve inside {@code allowed}. */
  static void tree(Path from, Path to, Path allowed) throws IOException {
    Path allowedReal = allowed.toRealPath();
    Files.walkFileTree(from, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
        requireInside(dir, allowedReal);
        Files.createDirectories(to.resolve(from.relativize(dir).toString()));
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        requireInside(file, allowedReal);
        Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
        if (e instanceof FileSystemLoopException) {
          throw new FileProblemException(file + ": symbolic links form a loop (expected plain files and folders)");
        }
        throw e;
      }
    });
  }

  /** Copies one file, which must resolve inside {@code allowed}; the target's folder is created. */
  static void file(Path from, Path to, Path allowed) throws IOException {
    requireInside(from, allowed.toRealPath());
    Files.createDirectories(to.getParent());
    Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
  }

  /** The SHA-256 of a file's bytes, in hex: how the leak check recognizes a file under another name. */
  static String digest(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      byte[] buffer = new byte[1 << 16];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        sha.update(buffer, 0, n);
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  private static void requireInside(Path path, Path allowedReal) throws IOException {
    Path real = path.toRealPath();
    if (!real.startsWith(allowedReal)) {
      throw new FileProblemException(path + ": is a symbolic link to " + real + ", outside " + allowedReal
          + " (expected files of the task group's own folder; a copy would carry it where it does not belong)");
    }
  }
}
