package dev.floe.gdpevo;

import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/** The GDPevo-layout fixture (read in place) and conversions of it, for the tests of {@code floe import gdpevo}. */
final class GdpevoFixture {
  /** A made-up GDPevo checkout: task groups 901 (with an environment) and 902 (group-root evaluator, none). */
  static final Path CHECKOUT = Path.of("src/test/resources/run/gdpevo").toAbsolutePath();
  static final Path TASK_GROUPS = CHECKOUT.resolve("task_groups");
  /** GDPevo's real task_group_003 manifest, unchanged, without the rest of its group. */
  static final Path REAL_MANIFEST = Path.of("src/test/resources/run/gdpevo-examples/task_group_003.task_group.yaml")
      .toAbsolutePath();
  static final Instant NOW = Instant.parse("2026-10-29T12:00:00Z");

  static final String WAREHOUSE = "gdpevo-warehouse-stock-reconciliation";
  static final String LEDGER = "gdpevo-ledger-close-checks";

  private GdpevoFixture() {}

  /** Converts every task group of the fixture into {@code out}. */
  static GdpevoImport.Result convert(Path out) throws IOException {
    return GdpevoImport.convert(CHECKOUT, out, List.of(), false, NOW);
  }

  /** A writable copy of the fixture's checkout, for tests that break it. */
  static Path copy(Path into) throws IOException {
    Path checkout = into.resolve("checkout");
    FolderCopy.copy(CHECKOUT, checkout);
    return checkout;
  }

  /** Every regular file under {@code folder}, relative to it, with '/'. */
  static List<String> files(Path folder) throws IOException {
    try (var walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).map(f -> folder.relativize(f).toString().replace('\\', '/'))
          .sorted().toList();
    }
  }
}
