package dev.floe.staging;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Deletes a folder tree however deep it is nested. An agent may nest folders thousands deep inside its own folder,
 * and the kernel refuses every whole path past 4,096 bytes ("File name too long"), so a walk by whole paths cannot
 * reach the bottom of such a tree. Here each nested folder is moved up into the top folder before it is emptied
 * (a rename relative to open folders, which no path length limits): no path grows past the top folder's plus one
 * name, and no more than three folders are open at once.
 */
final class DeepTree {
  private static final Set<PosixFilePermission> OWNER_ALL = EnumSet.of(PosixFilePermission.OWNER_READ,
      PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

  private DeepTree() {}

  /** Deletes {@code top} and everything under it; {@code top} itself is a folder with a path of usable length. */
  static void delete(Path top) throws IOException {
    Files.setPosixFilePermissions(top, OWNER_ALL); // a frozen (read-only) folder must still be emptied
    for (List<Path> entries = entries(top); !entries.isEmpty(); entries = entries(top)) {
      for (Path entry : entries) {
        if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
          Files.setPosixFilePermissions(entry, OWNER_ALL);
          hoistAndEmpty(top, entry);
        }
        Files.delete(entry);
      }
    }
    Files.delete(top);
  }

  /** Moves the folders inside {@code folder} up into {@code top} and deletes everything else in it. */
  private static void hoistAndEmpty(Path top, Path folder) throws IOException {
    try (DirectoryStream<Path> into = Files.newDirectoryStream(top);
         DirectoryStream<Path> from = Files.newDirectoryStream(folder)) {
      if (!(into instanceof SecureDirectoryStream<Path> to) || !(from instanceof SecureDirectoryStream<Path> in)) {
        throw new IOException("cannot delete " + folder + ": this file system cannot work relative to a folder");
      }
      List<Path> names = new ArrayList<>();
      from.forEach(child -> names.add(child.getFileName()));
      for (Path name : names) {
        boolean folderInside = in.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
            .readAttributes().isDirectory();
        if (folderInside) {
          // Moving a folder rewrites its ".." entry, which needs write access to it.
          in.getFileAttributeView(name, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
              .setPermissions(OWNER_ALL);
          in.move(name, to, Path.of(".floe-deleting-" + UUID.randomUUID()));
        } else {
          in.deleteFile(name);
        }
      }
    }
  }

  private static List<Path> entries(Path folder) throws IOException {
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
      stream.forEach(entries::add);
    }
    return entries;
  }
}
