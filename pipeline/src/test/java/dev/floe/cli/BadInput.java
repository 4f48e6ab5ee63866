package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One case of the bad-input corpus: a format, a name, how to make the bad input in a fresh workspace (returning the
 * command line that reads it), and what the message must say: the file it names, and the problem.
 */
record BadInput(String format, String name, Setup setup, List<String> expected) {

  /** Builds the case's input under the workspace and returns the floe command line to run on it. */
  interface Setup {
    List<String> prepare(Path workspace) throws Exception;
  }

  @Override
  public String toString() {
    return format + ": " + name;
  }

  // ---- helpers the cases are written with ----

  static Path copy(Path source, Path target) throws IOException {
    FolderCopy.copy(source, target);
    return target;
  }

  /** Replaces text in a file, failing if it is not there: a mutation that silently did nothing tests nothing. */
  static void replace(Path file, String from, String to) throws IOException {
    String text = Files.readString(file);
    assertTrue(text.contains(from), file + " does not contain '" + from + "'");
    Files.writeString(file, text.replace(from, to));
  }

  /** Replaces the first occurrence only. */
  static void replaceFirst(Path file, String from, String to) throws IOException {
    String text = Files.readString(file);
    int at = text.indexOf(from);
    assertTrue(at >= 0, file + " does not contain '" + from + "'");
    Files.writeString(file, text.substring(0, at) + to + text.substring(at + from.length()));
  }

  static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  /** Writes text with a byte that is not UTF-8 (0xFF) inside {@code marker}'s place. */
  static void withInvalidUtf8(Path file, String marker) throws IOException {
    byte[] text = Files.readString(file).replace(marker, "\u0000").getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < text.length; i++) {
      if (text[i] == 0) {
        text[i] = (byte) 0xFF;
      }
    }
    Files.write(file, text);
  }

  /** A sparse file of {@code bytes}: as large as it says to any reader, yet no disk is used. */
  static void oversized(Path file, long bytes) throws IOException {
    Files.deleteIfExists(file);
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(bytes);
    }
  }

  static void fifo(Path file) throws Exception {
    Files.deleteIfExists(file);
    Process mkfifo = new ProcessBuilder("mkfifo", file.toString()).inheritIO().start();
    assertEquals(0, mkfifo.waitFor(), "mkfifo " + file);
  }

  static void link(Path link, Path target) throws IOException {
    Files.deleteIfExists(link);
    Files.createSymbolicLink(link, target);
  }

  static String nested(String open, String close, int depth) {
    return open.repeat(depth) + close.repeat(depth);
  }

  /** Every entry under {@code root} with what it is: a file's digest (size and time when huge), a link's target. */
  static Map<String, String> snapshot(Path root) throws IOException {
    Map<String, String> entries = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.toList()) {
        String name = root.relativize(p).toString();
        if (Files.isSymbolicLink(p)) {
          entries.put(name, "link -> " + Files.readSymbolicLink(p));
        } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
          entries.put(name, "folder");
        } else if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          entries.put(name, "special");
        } else if (Files.size(p) > (16 << 20)) {
          entries.put(name, "huge " + Files.size(p) + " " + Files.getLastModifiedTime(p));
        } else {
          entries.put(name, digest(Files.readAllBytes(p)));
        }
      }
    }
    return entries;
  }

  private static String digest(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
