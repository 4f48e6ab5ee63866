package dev.floe.sandbox;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The host's system folders as an agent sees them in the sandbox: read-only, and in {@code /etc} without what an
 * ordinary user could not read (password hashes, host keys), since an agent run by root would otherwise read them.
 * Computed once per JVM, on the machine where the agents run.
 */
final class SystemView {
  /** The folders that hold the tools an agent needs; the rest of the filesystem stays out. */
  static final List<String> FOLDERS = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
      "/etc", "/opt");

  /** A system folder to show: bound read-only, or recreated as the symbolic link it is (merged /usr). */
  record Entry(String path, String linkTarget) {}

  private static volatile SystemView instance;

  private final List<Entry> entries;
  private final List<String> masked;
  private final List<String> extraFiles;

  private SystemView(List<Entry> entries, List<String> masked, List<String> extraFiles) {
    this.entries = List.copyOf(entries);
    this.masked = List.copyOf(masked);
    this.extraFiles = List.copyOf(extraFiles);
  }

  static SystemView get() {
    SystemView view = instance;
    if (view == null) {
      synchronized (SystemView.class) {
        if (instance == null) {
          instance = scan();
        }
        view = instance;
      }
    }
    return view;
  }

  List<Entry> entries() {
    return entries;
  }

  /** Entries of {@code /etc} that others may not read: covered inside the sandbox. */
  List<String> masked() {
    return masked;
  }

  /** Files outside the system folders that a system file links to and tools need (resolv.conf under /run). */
  List<String> extraFiles() {
    return extraFiles;
  }

  /** Whether {@code path} (absolute, links resolved) lies in a folder the sandbox shows read-only. */
  boolean shows(Path path) {
    for (Entry entry : entries) {
      Path root = Path.of(entry.path());
      if (entry.linkTarget() == null && path.startsWith(root)) {
        return masked.stream().noneMatch(m -> path.startsWith(Path.of(m)));
      }
    }
    return extraFiles.stream().anyMatch(f -> path.equals(Path.of(f)));
  }

  private static SystemView scan() {
    List<Entry> entries = new ArrayList<>();
    for (String folder : FOLDERS) {
      Path path = Path.of(folder);
      try {
        if (Files.isSymbolicLink(path)) {
          entries.add(new Entry(folder, Files.readSymbolicLink(path).toString()));
        } else if (Files.isDirectory(path)) {
          entries.add(new Entry(folder, null));
        }
      } catch (IOException e) {
        // an unreadable system folder is simply not shown
      }
    }
    return new SystemView(entries, unreadableUnder(Path.of("/etc")), resolverFiles());
  }

  private static List<String> unreadableUnder(Path root) {
    List<String> out = new ArrayList<>();
    if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
      return out;
    }
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
          if (!dir.equals(root) && !othersMay(dir, PosixFilePermission.OTHERS_EXECUTE)) {
            out.add(dir.toString());
            return FileVisitResult.SKIP_SUBTREE;
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          if (attrs.isRegularFile() && !othersMay(file, PosixFilePermission.OTHERS_READ)) {
            out.add(file.toString());
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          out.add(file.toString()); // what Floe itself cannot read is covered too
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      // a partial list still covers what was seen; the walk does not follow links out of /etc
    }
    return out;
  }

  private static boolean othersMay(Path path, PosixFilePermission permission) throws IOException {
    Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS);
    return permissions.contains(permission);
  }

  /** With systemd-resolved, /etc/resolv.conf links into /run, which the sandbox does not show: its target is added. */
  private static List<String> resolverFiles() {
    Path resolv = Path.of("/etc/resolv.conf");
    try {
      if (Files.isSymbolicLink(resolv)) {
        Path target = resolv.toRealPath();
        if (!target.startsWith("/etc") && !target.startsWith("/usr")) {
          return List.of(target.toString());
        }
      }
    } catch (IOException e) {
      // a dangling resolv.conf stays dangling inside, as outside
    }
    return List.of();
  }
}
