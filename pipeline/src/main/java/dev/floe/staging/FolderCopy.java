package dev.floe.staging;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Copies and deletes folder trees. Copies hold file contents, never links: a staged copy must not lead back into
 * the benchmark repository.
 */
public final class FolderCopy {
  private FolderCopy() {}

  /** Copies the tree at {@code source} to {@code target} (created), following links to copy what they point at. */
  public static void copy(Path source, Path target) throws IOException {
    Files.createDirectories(target);
    Files.walkFileTree(source, java.util.EnumSet.of(java.nio.file.FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
            Files.createDirectories(target.resolve(source.relativize(dir).toString()));
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
            Files.copy(file, target.resolve(source.relativize(file).toString()), StandardCopyOption.REPLACE_EXISTING);
            return FileVisitResult.CONTINUE;
          }
        });
  }

  /**
   * Copies what an agent wrote (an answer, a state) into Floe's folders, refusing what Floe must not follow: a
   * symbolic link that leads out of {@code source} (to a rubric, a key, another run) or to a folder, a broken link, a
   * FIFO, device or socket (reading one can block forever or never end). A link to a file inside {@code source} is
   * copied as that file. Returns one line per refused entry, for the agent's log; the rest is copied.
   */
  public static List<String> copyOwnFiles(Path source, Path target) throws IOException {
    Files.createDirectories(target);
    if (!Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    Path realSource = source.toRealPath();
    List<String> refused = new ArrayList<>();
    Files.walkFileTree(source, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
        Files.createDirectories(target.resolve(source.relativize(dir).toString()));
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        String shown = source.relativize(file).toString();
        Path to = target.resolve(shown);
        if (attrs.isRegularFile()) {
          Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING, LinkOption.NOFOLLOW_LINKS);
        } else if (attrs.isSymbolicLink()) {
          Path real;
          try {
            real = file.toRealPath();
          } catch (IOException e) {
            refused.add(shown + ": a broken symbolic link; not kept");
            return FileVisitResult.CONTINUE;
          }
          if (!real.startsWith(realSource)) {
            refused.add(shown + ": a symbolic link to " + real + ", outside the folder; not kept");
          } else if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
            refused.add(shown + ": a symbolic link to something that is not a file; not kept");
          } else {
            Files.copy(real, to, StandardCopyOption.REPLACE_EXISTING);
          }
        } else {
          refused.add(shown + ": not a regular file (a FIFO, device or socket); not kept");
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path file, IOException e) {
        refused.add(source.relativize(file) + ": cannot be read (" + e.getMessage() + "); not kept");
        return FileVisitResult.CONTINUE;
      }
    });
    return refused;
  }

  /** Deletes a tree if it exists; a link inside is deleted, never followed. */
  public static void delete(Path root) throws IOException {
    if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    List<Path> paths;
    try (Stream<Path> walk = Files.walk(root)) {
      paths = walk.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path path : paths) {
      if (Files.isDirectory(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        path.toFile().setWritable(true); // a frozen (read-only) state folder must still be removable
      }
    }
    for (Path path : paths) {
      Files.deleteIfExists(path);
    }
  }

  /** Makes every file and folder under {@code root} read-only, so an agent sees that a frozen state is frozen. */
  public static void makeReadOnly(Path root) throws IOException {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.toList()) {
        path.toFile().setWritable(false, false);
      }
    }
  }
}
