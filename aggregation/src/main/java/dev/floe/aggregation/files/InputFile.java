package dev.floe.aggregation.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a text file that someone else made, and refuses, naming the file, what Floe must not read: a folder, a FIFO
 * or device (reading one could block forever or never end), a file larger than the reader's limit (never loaded
 * into memory), text that is not UTF-8, and, when a root is given, a symbolic link that leads out of it.
 */
public final class InputFile {
  /** Configs are a few lines: anything bigger is a mistake. */
  public static final long CONFIG_LIMIT = 1L << 20;
  /** A run record holds a capped grader verdict and usage: a few MiB at most. */
  public static final long RECORD_LIMIT = 16L << 20;
  /** Aggregates of thousands of cases, or a report of a whole task group. */
  public static final long DOCUMENT_LIMIT = 64L << 20;

  private InputFile() {}

  /** The file's text; {@code limit} in bytes. Symbolic links are followed wherever they lead. */
  public static String read(Path file, long limit) {
    return read(file, limit, null);
  }

  /**
   * The file's text, refusing a symbolic link (the file itself, or a folder on its way) that resolves outside
   * {@code root}; {@code root} null: links are followed anywhere.
   */
  public static String read(Path file, long limit, Path root) {
    return read(file, file.toString(), limit, root);
  }

  /** Like {@link #read(Path, long, Path)}, with problems naming the file as {@code shown}. */
  public static String read(Path file, String shown, long limit, Path root) {
    try {
      return readNamed(file, limit, root);
    } catch (FileProblemException e) {
      String message = e.getMessage();
      String prefix = file.toString();
      throw new FileProblemException(message.startsWith(prefix) && !shown.equals(prefix)
          ? shown + message.substring(prefix.length()) : message, e.getCause());
    }
  }

  private static String readNamed(Path file, long limit, Path root) {
    BasicFileAttributes attributes = attributes(file);
    if (root != null) {
      requireInside(file, root);
    }
    if (attributes.isDirectory()) {
      throw new FileProblemException(file + ": is a folder, not a file");
    }
    if (!attributes.isRegularFile()) {
      throw new FileProblemException(file + ": is not a regular file (a FIFO, device or socket); Floe reads files "
          + "only, since reading one of these can block or never end");
    }
    if (attributes.size() > limit) {
      throw new FileProblemException(file + ": is " + size(attributes.size()) + ", more than the " + size(limit)
          + " Floe reads for this kind of file; it was not read");
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      // The file may grow between the check and the read: never read more than the limit allows.
      bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
    } catch (IOException e) {
      throw new FileProblemException(file + ": cannot be read (" + AtomicFile.reason(e) + ")", e);
    }
    if (bytes.length > limit) {
      throw new FileProblemException(file + ": is more than the " + size(limit)
          + " Floe reads for this kind of file; it was not read");
    }
    return utf8(file, bytes);
  }

  /** Refuses a path that resolves (through any symbolic link) outside {@code root}. */
  public static void requireInside(Path file, Path root) {
    Path real;
    Path realRoot;
    try {
      realRoot = root.toRealPath();
      real = file.toRealPath();
    } catch (NoSuchFileException e) {
      throw new FileProblemException(file + ": is a broken symbolic link (it points to "
          + e.getFile() + ", which does not exist)", e);
    } catch (IOException e) {
      throw new FileProblemException(file + ": cannot be read (" + AtomicFile.reason(e) + ")", e);
    }
    if (!real.startsWith(realRoot)) {
      throw new FileProblemException(file + ": is a symbolic link to " + real + ", outside " + root
          + "; Floe reads only files inside it");
    }
  }

  /** Strict UTF-8: a malformed byte is named by its line and byte offset rather than read as a replacement. */
  public static String utf8(Path file, byte[] bytes) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    try {
      return decoder.decode(buffer).toString();
    } catch (MalformedInputException e) {
      int offset = buffer.position();
      int line = 1;
      for (int i = 0; i < offset && i < bytes.length; i++) {
        if (bytes[i] == '\n') {
          line++;
        }
      }
      throw new FileProblemException(file + ":" + line + ": is not valid UTF-8 text (a bad byte at offset " + offset
          + "); save it as UTF-8");
    } catch (CharacterCodingException e) {
      throw new FileProblemException(file + ": is not valid UTF-8 text; save it as UTF-8");
    }
  }

  private static BasicFileAttributes attributes(Path file) {
    try {
      Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      throw new FileProblemException(file + ": no such file", e);
    } catch (IOException e) {
      throw new FileProblemException(file + ": cannot be read (" + AtomicFile.reason(e) + ")", e);
    }
    try {
      return Files.readAttributes(file, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      throw new FileProblemException(file + ": is a broken symbolic link (what it points to does not exist)", e);
    } catch (IOException e) {
      throw new FileProblemException(file + ": cannot be read (" + AtomicFile.reason(e) + ")", e);
    }
  }

  /** A size as people read it: 1 MiB, 3.2 GiB, 512 bytes. */
  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + " bytes";
    }
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    double value = bytes;
    int unit = -1;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return new java.math.BigDecimal(value).setScale(value == Math.rint(value) ? 0 : 1,
        java.math.RoundingMode.HALF_EVEN).toPlainString() + " " + units[unit];
  }
}
