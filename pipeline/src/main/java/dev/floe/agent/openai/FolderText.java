package dev.floe.agent.openai;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A staged folder as prompt text: every file under its path, text files inlined (up to a cap each and in all),
 * binary files named with their size, since a chat model cannot read them from a name alone.
 */
final class FolderText {
  static final int FILE_CAP = 64 * 1024;
  static final int TOTAL_CAP = 512 * 1024;

  private final StringBuilder text = new StringBuilder();

  /** Appends the files of {@code folder} under headings that show {@code label}/relative path. */
  FolderText add(String label, Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return this;
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    for (Path file : files) {
      String name = label + "/" + folder.relativize(file).toString().replace('\\', '/');
      long size = Files.size(file);
      byte[] head;
      try (InputStream in = Files.newInputStream(file)) {
        head = in.readNBytes(FILE_CAP);
      }
      String decoded = utf8(head, size > FILE_CAP);
      if (decoded == null) {
        text.append("### ").append(name).append("\n(binary file, ").append(size).append(" bytes, not shown)\n\n");
      } else if (text.length() + decoded.length() > TOTAL_CAP) {
        text.append("### ").append(name).append("\n(text file, ").append(size)
            .append(" bytes, not shown: the prompt is at its size limit)\n\n");
      } else {
        text.append("### ").append(name).append("\n````\n").append(decoded);
        if (size > FILE_CAP) {
          text.append("\n[truncated: the file has ").append(size).append(" bytes]");
        }
        text.append("\n````\n\n");
      }
    }
    return this;
  }

  FolderText line(String line) {
    text.append(line).append('\n');
    return this;
  }

  boolean isEmpty() {
    return text.length() == 0;
  }

  @Override
  public String toString() {
    return text.toString();
  }

  /** The bytes as UTF-8 text, or null when they are not (a NUL byte, or an invalid sequence). */
  private static String utf8(byte[] bytes, boolean truncated) {
    for (byte b : bytes) {
      if (b == 0) {
        return null;
      }
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      // A cut through a multi-byte character at the cap is not binary: decode what is whole.
      if (truncated) {
        return new String(bytes, StandardCharsets.UTF_8);
      }
      return null;
    }
  }
}
