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
   * Moves a tree an agent wrote (its answer) to {@code target}, which must not exist: a rename when both are on one
   * filesystem, else a copy. Symbolic links in it are not kept, and never followed: the copy happens outside any
   * sandbox, where a link to a path the agent could only name (a rubric's, say) would bring that file in. Returns
   * the links dropped, relative to {@code source}.
   */
  public static java.util.List<String> moveWithoutLinks(Path source, Path target) throws IOException {
    Files.createDirectories(target.getParent());
    try {
      Files.move(source, target, StandardCopyOption.ATOMIC_MOVE);
    } catch (java.nio.file.AtomicMoveNotSupportedException e) {
      return copyWithoutLinks(source, target);
    }
    java.util.List<String> links = links(target);
    for (String link : links) {
      Files.delete(target.resolve(link));
    }
    return links;
  }

  /** Copies a tree an agent wrote, without its symbolic links (see {@link #moveWithoutLinks}); returns those. */
  public static java.util.List<String> copyWithoutLinks(Path source, Path target) throws IOException {
    Files.createDirectories(target);
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path path : walk.toList()) {
        Path to = target.resolve(source.relativize(path).toString());
        if (Files.isDirectory(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectories(to);
        } else if (Files.isRegularFile(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          Files.copy(path, to, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    return links(source);
  }

  /**
   * The entries that are not kept: links, and FIFOs, sockets and devices too (a grader or a later solve reading a FIFO
   * would wait forever).
   */
  private static java.util.List<String> links(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(path -> Files.isSymbolicLink(path) || !Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
              && !Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS))
          .map(path -> root.relativize(path).toString()).sorted().toList();
    }
  }

  /**
   * Deletes a tree if it exists; a link inside is deleted, never followed. Other threads may be removing parts of it
   * meanwhile (the workspaces of runs still stopping): what vanished is not an error, and the walk is retried.
   */
  public static void delete(Path root) throws IOException {
    for (int round = 1; ; round++) {
      try {
        deleteOnce(root);
        return;
      } catch (java.nio.file.NoSuchFileException | java.nio.file.DirectoryNotEmptyException e) {
        if (round == 3) {
          throw e;
        }
      } catch (java.io.UncheckedIOException e) {
        if (!(e.getCause() instanceof java.nio.file.NoSuchFileException) || round == 3) {
          throw e.getCause();
        }
      }
    }
  }

  private static void deleteOnce(Path root) throws IOException {
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
