package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code floe validate} as a user runs it: what it prints, what it returns, and that it writes nothing. */
class ValidateCommandTest {
  private static final String CORPUS = "src/test/resources/validation/";

  @Test
  void samplesValidateWithSummaryAndExitZero() {
    CommandOutput run = CommandOutput.run("validate", "../samples/benchmarks");
    assertEquals(0, run.exitCode(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("../samples/benchmarks: 7 benchmarks, 35 cases, 4 sub-benchmarks; 0 errors, 0 warnings",
        lines.get(lines.size() - 1));
    assertTrue(run.out().contains("sub-benchmarks:\n"), run.out());
    assertTrue(run.out().contains("  invoice-totals   train invoice-totals-train, test invoice-totals-test\n"),
        run.out());
    assertTrue(run.out().contains("  word-count       test word-count-test only (mode base)"), run.out());
    assertEquals("", run.err());
  }

  @Test
  void errorsPrintedWithRepoPrefixAndExitOne() {
    CommandOutput run = CommandOutput.run("validate", CORPUS + "version-not-semver");
    assertEquals(1, run.exitCode());
    assertTrue(run.out().startsWith(CORPUS + "version-not-semver/packages/demo-test/benchmark_config.toml:4: error: "
        + "'version' is \"1.0\", not a semantic version (x.y.z, such as \"0.1.0\")\n"), run.out());
    assertTrue(run.out().endsWith("2 benchmarks, 2 cases, 1 sub-benchmark; 1 error, 0 warnings\n"), run.out());
  }

  @Test
  void warningsAloneExitZero() {
    CommandOutput run = CommandOutput.run("validate", CORPUS + "unknown-key");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains(": warning: unknown key 'licence' is ignored"), run.out());
  }

  @Test
  void jsonCarriesTheSameProblems() throws Exception {
    CommandOutput run = CommandOutput.run("validate", "--json", CORPUS + "status-invalid");
    assertEquals(1, run.exitCode());
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertFalse(json.get("ok").asBoolean());
    assertEquals(1, json.get("summary").get("errors").asInt());
    JsonNode problem = json.get("problems").get(0);
    assertEquals("error", problem.get("severity").asText());
    assertEquals("packages/demo-test/benchmark_config.toml", problem.get("file").asText());
    assertEquals(6, problem.get("line").asInt());
    assertEquals("'status' is \"final\"", problem.get("message").asText());
    assertEquals("\"draft\" or \"published\"", problem.get("expected").asText());
    assertEquals("demo", json.get("sub_benchmarks").get(0).get("id").asText());
  }

  @Test
  void missingRepositoryIsAnInputProblem() {
    CommandOutput run = CommandOutput.run("validate", "no/such/repo");
    assertEquals(1, run.exitCode());
    assertTrue(run.out().startsWith("no/such/repo: error: no such folder"), run.out());
  }

  @Test
  void usageErrorsExitTwoWithoutStackTrace() {
    CommandOutput none = CommandOutput.run("validate");
    assertEquals(2, none.exitCode());
    assertTrue(none.err().contains("Missing required parameter: '<repo>'"), none.err());
    assertFalse(none.err().contains("\tat "), "no stack trace");
    CommandOutput unknown = CommandOutput.run("frobnicate");
    assertEquals(2, unknown.exitCode());
    assertEquals(2, CommandOutput.run().exitCode(), "floe alone is a usage error");
  }

  @Test
  void everyCommandHasHelp() {
    CommandOutput top = CommandOutput.run("--help");
    assertEquals(0, top.exitCode());
    assertTrue(top.out().contains("validate"), top.out());
    for (String command : FloeCommand.commandLine().getSubcommands().keySet()) {
      CommandOutput help = CommandOutput.run(command, "--help");
      assertEquals(0, help.exitCode(), command);
      assertTrue(help.out().contains("Usage: floe " + command), command + ": " + help.out());
    }
  }

  @Test
  void validateWritesNothing() throws Exception {
    Path repo = Path.of(CORPUS + "good");
    List<String> before = snapshot(repo);
    assertEquals(0, CommandOutput.run("validate", repo.toString()).exitCode());
    assertEquals(before, snapshot(repo));
  }

  private static List<String> snapshot(Path root) throws Exception {
    try (Stream<Path> files = Files.walk(root)) {
      return files.map(p -> {
        try {
          return p + " " + Files.getLastModifiedTime(p).toMillis();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }).sorted().toList();
    }
  }
}
