package dev.floe.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium for tests that must see a page as a browser does: its DOM after parsing, and a screenshot.
 * Every run gets a fresh profile and none of Chromium's background traffic, so it only ever reads the one file.
 */
final class Chromium {
  private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
  private final Path binary;
  private final Path scratch;

  private Chromium(Path binary, Path scratch) {
    this.binary = binary;
    this.scratch = scratch;
  }

  /** The first of chromium, chromium-browser, google-chrome on PATH. */
  static Optional<Chromium> find(Path scratch) {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String name : NAMES) {
      for (String dir : path.split(File.pathSeparator)) {
        Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return Optional.of(new Chromium(candidate, scratch));
        }
      }
    }
    return Optional.empty();
  }

  /** The page's DOM as Chromium serializes it after loading (--dump-dom). */
  String dumpDom(Path page) throws IOException, InterruptedException {
    return run(page, List.of("--dump-dom"));
  }

  /** Writes a PNG of the page at a width of 1280 and a height of 2000 pixels. */
  void screenshot(Path page, Path png) throws IOException, InterruptedException {
    run(page, List.of("--screenshot=" + png.toAbsolutePath(), "--window-size=1280,2000", "--hide-scrollbars"));
  }

  private String run(Path page, List<String> what) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(scratch, "chromium-profile-");
    List<String> command = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile));
    command.addAll(what);
    command.add(page.toAbsolutePath().toUri().toString());
    Path stdout = scratch.resolve("chromium.out");
    Path stderr = scratch.resolve("chromium.err");
    Process process = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
        .start();
    if (!process.waitFor(90, TimeUnit.SECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      throw new IOException("chromium did not finish within 90 s: " + command);
    }
    if (process.exitValue() != 0) {
      throw new IOException("chromium exited " + process.exitValue() + ": " + Files.readString(stderr));
    }
    return Files.readString(stdout, StandardCharsets.UTF_8);
  }
}
