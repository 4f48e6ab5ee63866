package dev.floe.aggregation.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.stream.Stream;

/** Copies fixture folders from src/test/resources into a test's temporary folder, so tests can write. */
public final class Fixtures {
  public static final Path RESOURCES = Paths.get("src/test/resources");

  private Fixtures() {}

  public static Path copy(String fixture, Path into) {
    Path source = RESOURCES.resolve(fixture);
    Path target = into.resolve(source.getFileName().toString());
    copyTree(source, target);
    return target;
  }

  public static void copyTree(Path source, Path target) {
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path to = target.resolve(source.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
