package dev.floe.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * The {@code sha256} of a benchmark package for {@code evaluation_config.toml}: over every file's path (relative,
 * '/'-separated, in sorted order) and contents, so that any edit of a statement, rubric or config changes it.
 */
public final class PackageDigest {
  private PackageDigest() {}

  public static String of(Path folder) throws IOException {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files = walk.filter(Files::isRegularFile)
          .sorted((a, b) -> relative(folder, a).compareTo(relative(folder, b)))
          .toList();
    }
    byte[] buffer = new byte[1 << 16];
    for (Path file : files) {
      sha.update(relative(folder, file).getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      try (InputStream in = Files.newInputStream(file)) {
        for (int n; (n = in.read(buffer)) > 0; ) {
          sha.update(buffer, 0, n);
        }
      }
      sha.update((byte) 0);
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  private static String relative(Path root, Path file) {
    return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
  }
}
