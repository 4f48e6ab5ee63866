package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.run.OutputLock;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commands that rewrite evaluation folders keep out of an output folder while a {@code floe run} works in it (they
 * would race its records), and work as usual once it is done.
 */
class OutputLockCommandsTest {
  @TempDir Path temp;

  @Test
  void summarizeAndImportWaitForTheRunThatHoldsTheFolder() throws Exception {
    Path out = temp.resolve("out");
    Path evaluation =
        AggregationFixtures.copy("evaluations/complete", Files.createDirectories(out.resolve("evaluations")));
    Path experiments = AggregationFixtures.copy("gdpevo/experiments", temp);
    try (OutputLock running = OutputLock.acquire(out)) {
      CommandOutput summarize = CommandOutput.run("summarize", evaluation.toString());
      assertEquals(1, summarize.exitCode(), summarize.err());
      assertTrue(summarize.err().contains("another floe run is working in this output folder"), summarize.err());
      assertFalse(Files.exists(evaluation.resolve("results.json")), "nothing written");

      CommandOutput imported = CommandOutput.run("import", "gdpevo-reports", experiments.toString(), "--out",
          out.toString());
      assertEquals(1, imported.exitCode(), imported.err());
      assertTrue(imported.err().contains("another floe run is working in this output folder"), imported.err());
      try (var folders = Files.list(out.resolve("evaluations"))) {
        assertEquals(1, folders.count(), "no evaluation imported");
      }
    }
    CommandOutput summarize = CommandOutput.run("summarize", evaluation.toString());
    assertEquals(0, summarize.exitCode(), summarize.err());
    assertTrue(Files.exists(evaluation.resolve("results.json")));
  }
}
