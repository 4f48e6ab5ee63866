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
   * Copies what an agent wrote (an answer, a state) to {@code target} (created): files and folders only. Links are
   * not followed and not copied: Floe reads and copies outside any sandbox, so a link planted in an answer would
   * otherwise bring a rubric into the kept answer, the grader's input or the next reflect round. Pipes, sockets
   * and devices are left out too (reading a pipe would block). Returns what was left out, for the agent's log.
   */
  public static List<String> copyAgentOutput(Path source, Path target) throws IOException {
    Files.createDirectories(target);
    List<String> leftOut = new ArrayList<>();
    Files.walkFileTree(source, java.util.EnumSet.noneOf(java.nio.file.FileVisitOption.class), Integer.MAX_VALUE,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
            Files.createDirectories(target.resolve(source.relativize(dir).toString()));
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
            String name = source.getFileName() + "/" + source.relativize(file);
            if (attrs.isRegularFile()) {
              Files.copy(file, target.resolve(source.relativize(file).toString()), StandardCopyOption.REPLACE_EXISTING,
                  LinkOption.NOFOLLOW_LINKS);
            } else {
              leftOut.add(name + (attrs.isSymbolicLink() ? " is a symbolic link" : " is not a regular file"));
            }
            return FileVisitResult.CONTINUE;
          }
        });
    return leftOut;
  }

  /** Deletes a tree if it exists; a link inside is deleted, never followed. */
  public static void delete(Path root) throws IOException {
    if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    java.util.List<Path> paths;
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
