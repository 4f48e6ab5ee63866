package dev.floe.staging;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.FileSystemLoopException;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Makes a folder an exact copy of another, reusing what is already there: a file of the same name gets the new
 * contents in place, folders stay, and only what the source lacks is deleted. Floe stages a statement, a state and a
 * rubric copy for every try; rewriting a reused copy costs a few small writes, where a fresh copy costs a dozen new
 * files and as many deleted ones, and on ext4 without a journal every new file scans past the files deleted in the
 * last minute (docs/PERFORMANCE.md).
 *
 * <p>Nothing already in the target is trusted, since an agent or a grader may have worked in it: an entry that is
 * not a plain folder or a file with one link (a symbolic link, a FIFO, a hard link to a file elsewhere) is deleted,
 * never written through.
 */
public final class Mirror {
  /** What to do with symbolic links in the source. */
  public enum Links {
    /** Copy what they point at (a benchmark's own files). */
    FOLLOW,
    /** Leave them out, with FIFOs and devices (what an agent wrote: see {@link FolderCopy#copyWithoutLinks}). */
    DROP
  }

  private static final Set<PosixFilePermission> OWNER_ALL = EnumSet.of(PosixFilePermission.OWNER_READ,
      PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

  private Mirror() {}

  /** Makes {@code target} (created if missing) hold exactly what {@code source} holds. */
  public static void of(Path source, Path target, Links links) throws IOException {
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
      FolderCopy.delete(target);
    }
    Files.createDirectories(target);
    mirrorFolder(source, target, links, new HashSet<>());
  }

  private static void mirrorFolder(Path source, Path target, Links links, Set<Object> ancestors) throws IOException {
    Object key = Files.readAttributes(source, BasicFileAttributes.class).fileKey();
    if (key != null && !ancestors.add(key)) {
      throw new FileSystemLoopException(source.toString()); // a link to a folder above it: as walkFileTree says
    }
    // The source's access, and the owner's always (Floe writes in it; a frozen state of the last try was read-only):
    // whatever the last user set on the folder, opened to others or locked, is undone.
    sameAccessAs(source, target);
    // Names are kept as the file system's own bytes (a Path), never as text: a name that is not UTF-8 (an agent may
    // write one into its state) would not decode and encode back to the same file.
    Map<Path, Kind> wanted = new HashMap<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(source)) {
      for (Path entry : entries) {
        Kind kind = Kind.of(entry, links);
        if (kind != Kind.OTHER) {
          wanted.put(entry.getFileName(), kind);
        }
      }
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(target)) {
      for (Path entry : entries) {
        Kind there = Kind.ofTarget(entry);
        if (there == Kind.OTHER || there != wanted.get(entry.getFileName())) {
          FolderCopy.delete(entry);
        }
      }
    }
    for (Map.Entry<Path, Kind> entry : wanted.entrySet()) {
      Path from = source.resolve(entry.getKey());
      Path to = target.resolve(entry.getKey());
      if (entry.getValue() == Kind.FOLDER) {
        if (!Files.isDirectory(to, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectory(to);
        }
        mirrorFolder(from, to, links, ancestors);
      } else {
        rewrite(from, to, links);
      }
    }
    if (key != null) {
      ancestors.remove(key);
    }
  }

  private static void sameAccessAs(Path source, Path folder) throws IOException {
    Set<PosixFilePermission> wanted = EnumSet.copyOf(OWNER_ALL);
    wanted.addAll(Files.getPosixFilePermissions(source));
    if (!Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS).equals(wanted)) {
      Files.setPosixFilePermissions(folder, wanted);
    }
  }

  /** Writes {@code from}'s bytes into {@code to}, in the same file when it is there (the blocks it has are reused). */
  private static void rewrite(Path from, Path to, Links links) throws IOException {
    LinkOption[] follow = links == Links.FOLLOW ? new LinkOption[0] : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
    PosixFileAttributes attributes = Files.readAttributes(from, PosixFileAttributes.class, follow);
    boolean exists = Files.exists(to, LinkOption.NOFOLLOW_LINKS);
    if (exists) {
      to.toFile().setWritable(true);
    }
    try (FileChannel in = links == Links.FOLLOW ? FileChannel.open(from, StandardOpenOption.READ)
             : FileChannel.open(from, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
         FileChannel out = exists
             ? FileChannel.open(to, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)
             : FileChannel.open(to, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW)) {
      long size = in.size();
      long done = 0;
      while (done < size) {
        long n = in.transferTo(done, size - done, out.position(done));
        if (n <= 0) {
          break; // the source shrank while being read: what was there is copied
        }
        done += n;
      }
      out.truncate(done);
    }
    if (!Files.getPosixFilePermissions(to, LinkOption.NOFOLLOW_LINKS).equals(attributes.permissions())) {
      Files.setPosixFilePermissions(to, attributes.permissions());
    }
  }

  private enum Kind {
    FOLDER, FILE, OTHER;

    static Kind of(Path entry, Links links) throws IOException {
      LinkOption[] follow = links == Links.FOLLOW ? new LinkOption[0] : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
      BasicFileAttributes a;
      try {
        a = Files.readAttributes(entry, BasicFileAttributes.class, follow);
      } catch (java.nio.file.NoSuchFileException e) {
        return OTHER; // a dangling link: there is nothing to copy
      }
      return a.isDirectory() ? FOLDER : a.isRegularFile() ? FILE : OTHER;
    }

    /** What is in the target, untrusted: a file counts only if no other name links to it. */
    static Kind ofTarget(Path entry) throws IOException {
      BasicFileAttributes a = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      if (a.isDirectory()) {
        return FOLDER;
      }
      return a.isRegularFile() && singleLink(entry) ? FILE : OTHER;
    }
  }

  /** A regular file, not a link, that no other name links to: one that writing into changes nothing elsewhere. */
  public static boolean isPlainFile(Path path) throws IOException {
    return Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && singleLink(path);
  }

  private static boolean singleLink(Path file) throws IOException {
    return ((Number) Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS)).intValue() == 1;
  }
}
