package dev.floe.staging;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Deletes a folder tree however deep it is nested. An agent may nest folders thousands deep inside its own folder,
 * and the kernel refuses every whole path past 4,096 bytes ("File name too long"), so a walk by whole paths cannot
 * reach the bottom of such a tree. Here each nested folder is moved up into the top folder before it is emptied:
 * every step works relative to an open folder, so no path grows past one name, and no more than two folders are
 * open at once. Nothing is followed: a link is deleted as a link, and a folder swapped for a link meanwhile (by a
 * process the agent left running) fails the deletion instead of leading it elsewhere.
 */
final class DeepTree {
  private static final Set<PosixFilePermission> OWNER_ALL = EnumSet.of(PosixFilePermission.OWNER_READ,
      PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

  private DeepTree() {}

  /** Deletes {@code top} (a folder, not a link, with a path of usable length) and everything under it. */
  static void delete(Path top) throws IOException {
    // A frozen (read-only) folder must still be emptied: the owner's access is restored before each listing. The
    // caller found top to be a folder, in a folder of Floe's own, which no agent can swap for a link.
    Files.setPosixFilePermissions(top, OWNER_ALL);
    for (boolean emptied = false; !emptied; ) {
      try (DirectoryStream<Path> stream = Files.newDirectoryStream(top)) {
        SecureDirectoryStream<Path> folder = secure(stream, top);
        List<Path> names = names(folder);
        emptied = names.isEmpty();
        for (Path name : names) {
          if (isFolder(folder, name)) {
            hoistAndEmpty(top, folder, name);
            folder.deleteDirectory(name);
          } else {
            folder.deleteFile(name);
          }
        }
      }
    }
    Files.delete(top);
  }

  /** Moves the folders inside {@code top}'s folder {@code name} up into {@code top}, and deletes the rest in it. */
  private static void hoistAndEmpty(Path topPath, SecureDirectoryStream<Path> top, Path name) throws IOException {
    access(topPath.resolve(name));
    try (SecureDirectoryStream<Path> inner = top.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
      for (Path child : names(inner)) {
        if (isFolder(inner, child)) {
          access(topPath.resolve(name).resolve(child)); // moving a folder rewrites its "..": needs write access
          inner.move(child, top, Path.of(".floe-deleting-" + UUID.randomUUID()));
        } else {
          inner.deleteFile(child);
        }
      }
    }
  }

  private static SecureDirectoryStream<Path> secure(DirectoryStream<Path> stream, Path folder) throws IOException {
    if (stream instanceof SecureDirectoryStream<Path> secure) {
      return secure;
    }
    throw new IOException("cannot delete " + folder + ": this file system cannot work relative to a folder");
  }

  private static List<Path> names(DirectoryStream<Path> stream) {
    List<Path> names = new ArrayList<>();
    stream.forEach(entry -> names.add(entry.getFileName()));
    return names;
  }

  private static boolean isFolder(SecureDirectoryStream<Path> folder, Path name) throws IOException {
    return folder.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
        .readAttributes().isDirectory();
  }

  /**
   * Gives the owner back a folder's access, by its path: at most two names below the top, so always short. Not
   * through the open folder, which would first open this one for reading, and a folder of mode 000 cannot be (for
   * anyone but root). A link found here is left alone, and the open that follows refuses it.
   */
  private static void access(Path folder) throws IOException {
    if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      Files.setPosixFilePermissions(folder, OWNER_ALL);
    }
  }
}
