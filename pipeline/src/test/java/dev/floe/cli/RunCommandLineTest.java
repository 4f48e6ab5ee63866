package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.staging.FolderCopy;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wrong {@code floe run} command line is exit 2 with what is wrong, before anything is written: a typo of one of
 * Floe's own options is not handed to Beam, and what Beam refuses is a command-line error too.
 */
class RunCommandLineTest {
  private static final String REPO = Path.of("../samples/benchmarks").toAbsolutePath().toString();
  private static final String AGENT = Path.of("../samples/agents/sample.toml").toAbsolutePath().toString();

  @TempDir Path temp;

  private CommandOutput run(String... extra) {
    String[] args = new String[8 + extra.length];
    String[] base = {"run", "--benchmarks", REPO, "--agent-config", AGENT, "--out", temp.resolve("out").toString(),
        "--modes=base"};
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CommandOutput.run(args);
  }

  @Test
  void aNearMissOfFloesOwnOptionIsNamedWithTheRightOne() {
    CommandOutput typo = run("--attempt", "1");
    assertEquals(2, typo.exitCode(), typo.err());
    assertTrue(typo.err().contains("unknown option --attempt: did you mean --attempts?"), typo.err());
    assertFalse(Files.exists(temp.resolve("out")), "nothing written");
  }

  @Test
  void aSubBenchmarkNamedTwiceOrEmptyIsACommandLineError() {
    CommandOutput twice = run("--sub-benchmarks", "word-count,word-count");
    assertEquals(2, twice.exitCode(), twice.err());
    assertTrue(twice.err().contains("--sub-benchmarks: a sub-benchmark is named twice"), twice.err());
    CommandOutput empty = run("--sub-benchmarks", "word-count,,invoice-totals");
    assertEquals(2, empty.exitCode(), empty.err());
    assertTrue(empty.err().contains("--sub-benchmarks: an empty name (a comma too many?)"), empty.err());
    assertFalse(Files.exists(temp.resolve("out")), "nothing written");
  }

  @Test
  void whatBeamRefusesIsACommandLineError() {
    CommandOutput runner = run("--runner=Nope");
    assertEquals(2, runner.exitCode(), runner.err());
    assertTrue(runner.err().contains("Beam refuses it: --runner=Nope: Unknown 'runner' specified 'Nope'"),
        runner.err());
    assertFalse(Files.exists(temp.resolve("out")), "nothing written");
  }

  @Test
  void aWorkDirThatIsAFileAndAnEmptyOutAreRefusedBeforeAnythingIsWritten() throws Exception {
    Path file = Files.writeString(temp.resolve("afile"), "");
    CommandOutput workDir = run("--work-dir", file.resolve("sub").toString());
    assertEquals(2, workDir.exitCode(), workDir.err());
    assertTrue(workDir.err().contains("--work-dir: " + file + " is a file, not a folder"), workDir.err());
    assertFalse(Files.exists(temp.resolve("out")), "nothing written");

    CommandOutput out = CommandOutput.run("run", "--benchmarks", REPO, "--agent-config", AGENT, "--out", "");
    assertEquals(2, out.exitCode(), out.err());
    assertTrue(out.err().contains("--out is empty: name the output folder"), out.err());
  }

  @Test
  void aLeaderboardReadingModesTheRunDoesNotRunIsSaidBeforeTheRun() {
    String board = Path.of("../samples/leaderboards/demo.toml").toAbsolutePath().toString();
    CommandOutput run = run("--attempts", "1", "--sub-benchmarks", "word-count", "--leaderboard", board);
    assertEquals(0, run.exitCode(), run.err());
    String warning = "floe run: warning: " + board + " reads mode(s) self, fewshot, reflect-3, which --modes does "
        + "not run: those columns will be empty (—) and every row incomplete";
    assertTrue(run.err().contains(warning), run.err());
    assertTrue(run.err().indexOf(warning) < run.err().indexOf("floe: evolves"), "said before the run: " + run.err());
  }

  @Test
  void whatTheRepositoryWarnsOfAndModesASubBenchmarkCannotRunAreSaid() throws Exception {
    Path repo = temp.resolve("repo");
    FolderCopy.copy(Path.of(REPO), repo);
    Path lonely = repo.resolve("packages/lonely-train");
    FolderCopy.copy(repo.resolve("packages/filing-dates-train"), lonely);
    Path config = lonely.resolve("benchmark_config.toml");
    Files.writeString(config, Files.readString(config).replace("\"filing-dates-train\"", "\"lonely-train\""));
    CommandOutput run = CommandOutput.run("run", "--benchmarks", repo.toString(), "--agent-config", AGENT, "--out",
        temp.resolve("out").toString(), "--modes", "base,self", "--attempts", "1", "--sub-benchmarks", "word-count");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.err().contains("floe run: " + repo + "/packages/lonely-train: warning: train benchmark has no "
        + "test partner 'lonely-test'; it is skipped"), run.err());
    assertTrue(run.err().contains("floe run: word-count has no train benchmark, so it runs base only (not self)"),
        run.err());
  }
}
