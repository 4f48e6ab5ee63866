package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code floe import gdpevo} as a user runs it: what it prints, and its exit codes. */
class ImportGdpevoCommandTest {
  private static final String CHECKOUT = Path.of("src/test/resources/run/gdpevo").toAbsolutePath().toString();

  @TempDir Path dir;

  @Test
  void convertsAndSaysWhatItWrote() {
    Path out = dir.resolve("repo");
    CommandOutput run = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("""
        task_group_901 -> gdpevo-warehouse-stock-reconciliation-train (2 cases), \
        gdpevo-warehouse-stock-reconciliation-test (2 cases), data/gdpevo-warehouse-stock-reconciliation/
        task_group_902 -> gdpevo-ledger-close-checks-train (1 case), gdpevo-ledger-close-checks-test (1 case), \
        no environment
        2 task groups converted into %s: 4 benchmarks, 6 cases
        """.formatted(out), run.out());
    assertEquals("", run.err());
    CommandOutput validate = CommandOutput.run("validate", out.toString());
    assertEquals(0, validate.exitCode(), validate.out() + validate.err());
    assertTrue(validate.out().endsWith("4 benchmarks, 6 cases, 2 sub-benchmarks; 0 errors, 0 warnings\n"), validate.out());
  }

  @Test
  void anUnknownTaskGroupIsBadInputThatNamesTheAvailableOnes() {
    Path out = dir.resolve("repo");
    CommandOutput run = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", out.toString(), "--task-groups", "003");
    assertEquals(1, run.exitCode());
    assertEquals("floe: " + CHECKOUT + "/task_groups: no task group 003 (available: 901, 902)\n", run.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void aTaskGroupThatIsNotANumberIsAUsageError() {
    CommandOutput run = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", dir.resolve("repo").toString(),
        "--task-groups", "901,crm");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().startsWith("floe: --task-groups: 'crm' is not a task group number (such as 003 or 18)\n"),
        run.err());
  }

  @Test
  void aSecondImportIsRefusedUnlessReplace() {
    String out = dir.resolve("repo").toString();
    CommandOutput first = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", out, "--task-groups", "task_group_902");
    assertEquals(0, first.exitCode(), first.err());
    assertTrue(first.out().endsWith("1 task group converted into " + out + ": 2 benchmarks, 2 cases\n"), first.out());
    CommandOutput again = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", out);
    assertEquals(1, again.exitCode());
    assertTrue(again.err().contains("exists and is not empty"), again.err());
    assertFalse(again.err().contains("Exception"), again.err());
    CommandOutput replaced = CommandOutput.run("import", "gdpevo", CHECKOUT, "--out", out, "--replace");
    assertEquals(0, replaced.exitCode(), replaced.err());
  }

  @Test
  void helpAndMissingOptions() {
    assertEquals(0, CommandOutput.run("import", "gdpevo", "--help").exitCode());
    assertEquals(2, CommandOutput.run("import", "gdpevo", CHECKOUT).exitCode());
  }
}
