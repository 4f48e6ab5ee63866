package dev.floe.validation;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * The checks every file and folder of a repository must pass, whatever its role: a name that is valid UTF-8, no
 * symbolic link that leaves the repository (an agent given a copy of the folder must not be led outside it), and no
 * FIFO, socket or device (reading one can block forever).
 */
final class FileTreeCheck {
  /** What {@code sun.jnu.encoding} turns undecodable bytes of a file name into. */
  private static final char UNDECODABLE = '\uFFFD';

  private final Path root;
  private final Path realRoot;

  FileTreeCheck(Path root, Path realRoot) {
    this.root = root;
    this.realRoot = realRoot;
  }

  /** The path as problems show it: relative to the repository root, with '/'. */
  String display(Path path) {
    String relative = root.relativize(path).toString();
    return relative.replace(path.getFileSystem().getSeparator(), "/");
  }

  /**
   * Checks one entry's name and, when it is a symbolic link, its target. Returns false when the entry must not be
   * read any further (a bad name, a broken link, a link out of the repository).
   */
  boolean entry(Path path, Problems problems) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    if (name.indexOf(UNDECODABLE) >= 0) {
      problems.error(display(path), "file name is not valid UTF-8", "rename it with UTF-8 characters only");
      return false;
    }
    if (!Files.isSymbolicLink(path)) {
      return true;
    }
    Path target;
    try {
      target = path.toRealPath();
    } catch (IOException e) {
      problems.error(display(path), "symbolic link is broken (it points to a path that does not exist)",
          "a link to a file inside the repository, or the file itself");
      return false;
    }
    if (!target.startsWith(realRoot)) {
      problems.error(display(path), "symbolic link points outside the repository, to " + target,
          "a link to a file inside the repository, or the file itself");
      return false;
    }
    return true;
  }

  /** Checks every entry under {@code folder}, without following links (so a link loop cannot trap the walk). */
  void tree(Path folder, Problems problems) {
    tree(folder, problems, null);
  }

  /**
   * Like {@link #tree(Path, Problems)}; besides, a link under {@code staged} (a folder whose copy an agent gets:
   * statement/, rubric/reference/) must stay inside {@code staged}, or its copy would hand the agent a file from
   * elsewhere in the repository, such as the rubric.
   */
  void tree(Path folder, Problems problems, Path staged) {
    try {
      Files.walkFileTree(folder, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          if (dir.equals(folder)) {
            return FileVisitResult.CONTINUE;
          }
          if (!entry(dir, problems)) {
            return FileVisitResult.SKIP_SUBTREE;
          }
          return Files.isSymbolicLink(dir) && !confined(dir, staged, problems) ? FileVisitResult.SKIP_SUBTREE
              : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
          if (attrs.isOther()) {
            special(file, problems);
          } else if (entry(file, problems) && attrs.isSymbolicLink() && !loops(file, problems)) {
            confined(file, staged, problems);
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          problems.error(display(file), "cannot be read: " + e.getMessage(), null);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      problems.error(display(folder), "cannot be read: " + e.getMessage(), null);
    }
  }

  /**
   * Reports every FIFO, socket or device under {@code folder}, without following links, and checks nothing else: for
   * {@code data/}, which no agent gets a copy of, but whose environment (or the copy a mutable one runs in) would
   * block reading one. A subfolder that cannot be read is the environment's business, and is passed over.
   */
  void specialFiles(Path folder, Problems problems) {
    try {
      Files.walkFileTree(folder, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
          if (attrs.isOther()) {
            special(file, problems);
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      problems.error(display(folder), "cannot be read: " + e.getMessage(), null);
    }
  }

  private void special(Path file, Problems problems) {
    problems.error(display(file), "is not a regular file (a FIFO, device or socket)",
        "files, folders and links to them only: copying or reading one of these can block forever");
  }

  /**
   * True (with an error) when {@code link} points to a folder that holds it: a copy that follows links, as the
   * staging of a statement does, would never end.
   */
  private boolean loops(Path link, Problems problems) {
    try {
      Path target = link.toRealPath();
      if (!Files.isDirectory(target) || !link.getParent().toRealPath().startsWith(target)) {
        return false;
      }
      problems.error(display(link), "symbolic link leads back to a folder that holds it, "
          + display(root.resolve(realRoot.relativize(target).toString())) + "/",
          "a link to a file, or to a folder beside it: copying the folder would follow the link forever");
      return true;
    } catch (IOException e) {
      return false; // a broken link was reported by entry()
    }
  }

  /** False (with an error) when {@code link} lies under {@code staged} but points outside it. */
  private boolean confined(Path link, Path staged, Problems problems) {
    if (staged == null || !link.startsWith(staged)) {
      return true;
    }
    try {
      Path target = link.toRealPath();
      if (target.startsWith(staged.toRealPath())) {
        return true;
      }
      String folder = display(staged);
      String shownTarget = realRoot.relativize(target).toString().replace(target.getFileSystem().getSeparator(), "/");
      problems.error(display(link), "symbolic link leads out of " + folder + "/, to " + shownTarget,
          "only files inside " + folder + "/: an agent gets a copy of it, and the copy would hold what the link "
              + "points to");
    } catch (IOException e) {
      // A broken link was reported by entry().
    }
    return false;
  }

  /** The entries of a folder sorted by name (case order is name order), hidden entries left out. */
  List<Path> entries(Path folder, Problems problems) {
    List<Path> out = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
      for (Path entry : stream) {
        if (!entry.getFileName().toString().startsWith(".")) {
          out.add(entry);
        }
      }
    } catch (IOException e) {
      problems.error(display(folder), "cannot be listed: " + e.getMessage(), null);
    }
    out.sort(null);
    return out;
  }
}
