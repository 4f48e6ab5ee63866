package dev.floe.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The aggregation module's fixture folders (evaluations, leaderboards, GDPevo reports), copied for tests that write. */
final class AggregationFixtures {
  static final Path RESOURCES = Path.of("../aggregation/src/test/resources");

  private AggregationFixtures() {}

  static Path copy(String fixture, Path into) {
    Path source = RESOURCES.resolve(fixture);
    Path target = into.resolve(source.getFileName().toString());
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
    return target;
  }

  /** Every file under a folder, for "nothing was written" checks. */
  static long fileCount(Path folder) {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
