package dev.floe.staging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
   * How long a path inside a tree an agent wrote may be, in bytes, for Floe to keep it. The kernel refuses whole
   * paths past 4,096 bytes, and Floe keeps an agent's tree below folders of its own: an agent that nests folders
   * thousands deep (its right, in its own folder) would otherwise make every later walk of the tree fail, and with
   * it the run, at every resume.
   */
  public static final int KEPT_PATH_BYTES = 2048;

  /**
   * Moves a tree an agent wrote (its answer) to {@code target}, which must not exist: a rename when both are on one
   * filesystem, else a copy. Symbolic links in it are not kept, and never followed: the copy happens outside any
   * sandbox, where a link to a path the agent could only name (a rubric's, say) would bring that file in. Neither are
   * FIFOs and devices, nor what lies deeper than {@link #KEPT_PATH_BYTES}. Returns what was dropped, relative to
   * {@code source}.
   */
  public static List<String> moveWithoutLinks(Path source, Path target) throws IOException {
    Files.createDirectories(target.getParent());
    try {
      Files.move(source, target, StandardCopyOption.ATOMIC_MOVE);
    } catch (java.nio.file.AtomicMoveNotSupportedException e) {
      return copyWithoutLinks(source, target);
    }
    List<Path> unkept = unkept(target);
    for (Path entry : unkept) {
      delete(target.resolve(entry));
    }
    return shown(unkept);
  }

  /** Copies a tree an agent wrote, without what {@link #moveWithoutLinks} drops; returns that. */
  public static List<String> copyWithoutLinks(Path source, Path target) throws IOException {
    Files.createDirectories(target);
    Set<Path> unkept = new HashSet<>(unkept(source)); // looked up for every entry of what may be a large tree
    Files.walkFileTree(source, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
        if (unkept.contains(source.relativize(dir))) {
          return FileVisitResult.SKIP_SUBTREE;
        }
        Files.createDirectories(target.resolve(source.relativize(dir).toString()));
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        if (attrs.isRegularFile() && !unkept.contains(source.relativize(file))) {
          Files.copy(file, target.resolve(source.relativize(file).toString()), StandardCopyOption.REPLACE_EXISTING);
        }
        return FileVisitResult.CONTINUE;
      }
    });
    return shown(unkept.stream().sorted().toList());
  }

  /**
   * The entries of an agent's tree that are not kept: links, FIFOs, sockets and devices (a grader or a later solve
   * reading a FIFO would wait forever), and what lies deeper than {@link #KEPT_PATH_BYTES}, which is not walked into.
   */
  private static List<Path> unkept(Path root) throws IOException {
    List<Path> unkept = new ArrayList<>();
    Files.walkFileTree(root, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        if (tooDeep(root.relativize(dir))) {
          unkept.add(root.relativize(dir));
          return FileVisitResult.SKIP_SUBTREE;
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        if (!attrs.isRegularFile() || tooDeep(root.relativize(file))) {
          unkept.add(root.relativize(file));
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
        // Under a root of an unusual length the kernel's limit can come first: what it refuses is not kept either.
        if (file.toString().getBytes(StandardCharsets.UTF_8).length > KEPT_PATH_BYTES) {
          unkept.add(root.relativize(file));
          return FileVisitResult.CONTINUE;
        }
        throw e;
      }
    });
    unkept.sort(Comparator.naturalOrder());
    return unkept;
  }

  private static boolean tooDeep(Path relative) {
    return relative.toString().getBytes(StandardCharsets.UTF_8).length > KEPT_PATH_BYTES;
  }

  /** The dropped entries as the agent's log names them: a path too deep to show whole is cut short. */
  private static List<String> shown(List<Path> unkept) {
    return unkept.stream().map(Path::toString)
        .map(p -> p.length() > 80 ? p.substring(0, 60) + "… (" + p.length() + " characters, past the "
            + KEPT_PATH_BYTES + " kept)" : p)
        .toList();
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
          deepOrThrow(root, e.getCause());
          return;
        }
      } catch (java.nio.file.FileSystemException e) {
        deepOrThrow(root, e);
        return;
      }
    }
  }

  /**
   * A walk by whole paths failed: when the tree is nested past the kernel's path limit (an agent's), {@link DeepTree}
   * still deletes it; when that fails too, the walk's own error is the one to report.
   */
  private static void deepOrThrow(Path root, IOException walkFailure) throws IOException {
    if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
      throw walkFailure;
    }
    try {
      DeepTree.delete(root);
    } catch (IOException | RuntimeException e) {
      walkFailure.addSuppressed(e);
      throw walkFailure;
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
