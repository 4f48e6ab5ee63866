package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of the bad-input corpus ({@link BadInputCorpus}): the command exits 1 with a message that names the file
 * and the problem, shows no stack trace, and writes nothing: the whole workspace of the case (its inputs, the output
 * folder) is the same, byte for byte, before and after.
 */
class BadInputCorpusTest {
  @TempDir static Path temp;

  @BeforeAll
  static void finishedRun() throws Exception {
    Path agent = temp.resolve("agent.toml");
    Files.writeString(agent, BadInputCorpus.agentToml());
    Path out = temp.resolve("finished");
    CommandOutput run = CommandOutput.run("run", "--benchmarks", BadInputCorpus.REPO.toString(), "--agent-config",
        agent.toString(), "--out", out.toString(), "--modes", "base,self", "--attempts", "1", "--sub-benchmarks",
        "alpha", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, run.exitCode(), run.err());
    BadInputCorpus.finishedRun = out;
  }

  static Stream<BadInput> corpus() {
    return BadInputCorpus.all().stream();
  }

  @Test
  void theCorpusCoversEveryFormatWithAtLeastFiftyCases() {
    List<BadInput> all = BadInputCorpus.all();
    assertTrue(all.size() >= 50, "cases: " + all.size());
    assertEquals(all.size(), all.stream().map(BadInput::toString).distinct().count(), "case names are unique");
    for (String kind : List.of("oversized", "nest", "UTF-8", "NaN", "duplicate key", "link", "FIFO", "..",
        "absolute")) {
      assertTrue(all.stream().anyMatch(c -> c.name().contains(kind)), "a case of kind " + kind);
    }
    assertEquals(List.of("agent.toml", "benchmark repository", "evaluation folder (floe run resume)",
        "evaluation folder (leaderboard)", "evaluation folder (regrade)", "evaluation folder (summarize)",
        "GDPevo report", "GDPevo tree", "leaderboard config"),
        all.stream().map(BadInput::format).distinct().sorted(String.CASE_INSENSITIVE_ORDER).toList());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void refusedWithTheFileAndTheProblemNamedAndNothingWritten(BadInput input) throws Exception {
    Path workspace = Files.createDirectories(temp.resolve(input.toString().replaceAll("[^A-Za-z0-9]+", "-")));
    List<String> args = input.setup().prepare(workspace);
    Map<String, String> before = BadInput.snapshot(workspace);

    CommandOutput output = CommandOutput.run(args.toArray(String[]::new));

    // floe validate's report is its output; every other command says what is wrong on stderr.
    String said = args.get(0).equals("validate") ? output.out() + output.err() : output.err();
    assertEquals(1, output.exitCode(), "exit code; stderr: " + said + "\nstdout: " + output.out());
    for (String expected : input.expected()) {
      assertTrue(said.contains(expected), "the message names '" + expected + "': " + said);
    }
    assertFalse(said.contains("internal error") || said.contains("\tat ") || said.contains("Exception"),
        "a message, not a stack trace: " + said);
    assertEquals(before, BadInput.snapshot(workspace), "nothing was written");
  }
}
