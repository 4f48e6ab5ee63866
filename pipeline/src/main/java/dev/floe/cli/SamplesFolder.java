package dev.floe.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where Floe's {@code samples/} folder is, for {@code floe demo}: {@code $FLOE_HOME/samples} (the {@code floe}
 * launcher sets it), else the nearest one above Floe's jar or classes, else {@code ./samples}.
 */
final class SamplesFolder {
  private SamplesFolder() {}

  static Optional<Path> find(Map<String, String> env) {
    String home = env.get("FLOE_HOME");
    if (home != null && isSamples(Path.of(home, "samples"))) {
      return Optional.of(Path.of(home, "samples").toAbsolutePath().normalize());
    }
    try {
      Path code = Path.of(SamplesFolder.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      for (Path p = code.toAbsolutePath(); p != null; p = p.getParent()) {
        if (isSamples(p.resolve("samples"))) {
          return Optional.of(p.resolve("samples").normalize());
        }
      }
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      // no code location to start from: try the working folder
    }
    Path here = Path.of("samples").toAbsolutePath().normalize();
    return isSamples(here) ? Optional.of(here) : Optional.empty();
  }

  private static boolean isSamples(Path p) {
    return Files.isDirectory(p.resolve("benchmarks/packages")) && Files.isRegularFile(p.resolve("agents/sample.toml"));
  }
}
