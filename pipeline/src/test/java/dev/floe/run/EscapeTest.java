package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.staging.FolderCopy;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tomlj.Toml;

/**
 * The escape suite (docs/SANDBOX.md): an agent that tries fifteen ways to reach, from inside an agent call, a
 * rubric, a reference answer or a statement not its own (resources/run/escape/agent/escape.sh). It runs the way a
 * user runs Floe: a `floe run` process started in a project folder that holds the repository, the output and the
 * work folder, a home folder with an older checkout, a guessable repository path, and another run's leftovers in
 * /tmp. With the sandbox every way finds nothing; with {@code --sandbox none} the suite pins which ways succeed.
 * Links an agent plants in its answer or state never bring a file back, with or without the sandbox.
 */
class EscapeTest {
  static final List<String> WAYS = List.of("relative-paths", "proc-self-cwd", "proc-parent-cwd", "command-lines",
      "environment-variables", "own-command-line", "symlinks", "search-root", "search-tmp", "home-folders",
      "other-temp-folders", "output-folder", "sibling-workspaces", "guessed-path", "links-through-floe");
  /** What an agent run without a sandbox reaches: everything Floe does not close itself. */
  static final Set<String> FOUND_WITHOUT_SANDBOX = new LinkedHashSet<>(WAYS.subList(0, WAYS.size() - 1));
  private static final List<String> MARKERS = List.of("RUBRIC-SECRET", "REFERENCE-SECRET", "STATEMENT-MARKER");
  private static final Path FIXTURE = RunFixture.RESOURCES.resolve("escape");
  private static final String EVALUATION = "evaluations/vault-escape";

  private final List<Path> made = new ArrayList<>();

  /** Where a user keeps things: {@code base} is the project folder Floe is started in, under /tmp. */
  private record Layout(Path base, Path repo, Path out, Path home, Path agent) {}

  @AfterEach
  void removeLayouts() throws Exception {
    for (Path folder : made) {
      FolderCopy.delete(folder);
    }
  }

  @Test
  void withTheSandboxEveryWayFindsNothing() throws Exception {
    Layout layout = layout();
    Bubblewrap.require(layout.base());
    run(layout, "bwrap");
    assertEquals("bwrap", Toml.parse(layout.out().resolve(EVALUATION).resolve("evaluation_config.toml"))
        .getString("protocol.sandbox"));
    Map<Path, Map<String, String>> reports = solveReports(layout);
    for (Map.Entry<Path, Map<String, String>> report : reports.entrySet()) {
      assertEquals(WAYS, List.copyOf(report.getValue().keySet()), "every way was tried: " + report.getKey());
      report.getValue().forEach((way, line) ->
          assertTrue(line.startsWith("nothing\t"), way + " found something in the sandbox: " + line));
    }
    assertEquals("nothing", evolveReport(layout).split("\t")[1], evolveReport(layout));
    for (Path report : allReports(layout)) {
      String text = Files.readString(report);
      for (String secret : List.of(MARKERS.get(0), MARKERS.get(1), MARKERS.get(2), layout.repo().toString(),
          layout.home().toString())) {
        assertFalse(text.contains(secret), report + " holds " + secret + ":\n" + text);
      }
    }
    linksWereNotKept(layout);
  }

  @Test
  void withoutTheSandboxTheseWaysSucceed() throws Exception {
    Layout layout = layout();
    run(layout, "none");
    Set<String> found = new LinkedHashSet<>();
    for (Map<String, String> report : solveReports(layout).values()) {
      assertEquals(WAYS, List.copyOf(report.keySet()));
      report.forEach((way, line) -> {
        if (line.startsWith("found\t")) {
          found.add(way);
        }
      });
    }
    assertEquals(FOUND_WITHOUT_SANDBOX, found, "the ways that reach a rubric or another case without a sandbox");
    assertEquals("nothing", evolveReport(layout).split("\t")[1], evolveReport(layout));
    linksWereNotKept(layout);
  }

  /** A link planted in an answer or a state is left out of every copy Floe makes, and noted in the agent's log. */
  private static void linksWereNotKept(Layout layout) throws Exception {
    Path evaluation = layout.out().resolve(EVALUATION);
    List<Path> records = RunFixture.files(evaluation.resolve("runs"), "run.json");
    assertEquals(2, records.size());
    for (Path record : records) {
      assertEquals("no_answer", RunFixture.json(record).get("failure").asText(),
          "the answer.json link to the reference answer was not graded: " + record);
      assertTrue(Files.readString(record.resolveSibling("agent.log"))
          .contains("are not kept in an answer, nor paths nested past 2048 bytes: answer.json"), record.toString());
      assertFalse(Files.exists(record.resolveSibling("answer/answer.json"), LinkOption.NOFOLLOW_LINKS));
    }
    Path evolve = evaluation.resolve("evolve/reflect-1/attempt-01");
    assertTrue(Files.readString(evolve.resolve("agent.log"))
        .contains("are not kept in a state, nor paths nested past 2048 bytes: planted-packages"));
    for (Path trainLog : RunFixture.files(evolve.resolve("rounds"), "agent.log")) {
      assertTrue(Files.readString(trainLog).contains("are not kept in an answer, nor paths nested past 2048 bytes: planted-packages"),
          trainLog.toString());
    }
    assertFalse(Files.exists(evolve.resolve("state/planted-packages"), LinkOption.NOFOLLOW_LINKS));
  }

  private Layout layout() throws Exception {
    Path base = track(Files.createTempDirectory(Path.of("/tmp"), "floe-escape-"));
    Path repo = base.resolve("repo");
    FolderCopy.copy(FIXTURE.resolve("repo"), repo);
    Path home = base.resolve("home");
    FolderCopy.copy(FIXTURE.resolve("repo"), home.resolve("old-checkout")); // a user's older checkout
    Path agentFolder = Files.createDirectories(base.resolve("agent"));
    Files.copy(FIXTURE.resolve("agent/escape.sh"), agentFolder.resolve("escape.sh"));
    Files.writeString(agentFolder.resolve("guesses.txt"), repo + "\n"); // a path an attacker could guess
    Path agent = agentFolder.resolve("agent.toml");
    Files.writeString(agent, "name = \"escape\"\ncommand = [\"bash\", \"" + agentFolder.resolve("escape.sh")
        + "\"]\n");
    // Another run's leftovers in /tmp, readable by all: a staged statement and a grader's rubric copy.
    Path other = track(Files.createTempDirectory(Path.of("/tmp"), "floe-escape-other-"));
    Path task = Files.createDirectories(other.resolve("floe-work-4242/3f2a/task"));
    Files.writeString(task.resolve("README.md"), "STATEMENT-MARKER vault-test CASE-009-elsewhere\n");
    Path rubric = Files.createDirectories(other.resolve("grading/77c1"));
    Files.writeString(rubric.resolve("README.md"), "RUBRIC-SECRET vault-test CASE-009-elsewhere\n");
    for (Path path : List.of(other, other.resolve("floe-work-4242"), other.resolve("floe-work-4242/3f2a"), task,
        other.resolve("grading"), rubric)) {
      Files.setPosixFilePermissions(path, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    return new Layout(base, repo, base.resolve("out"), home, agent);
  }

  private Path track(Path folder) {
    made.add(folder);
    return folder;
  }

  /** floe run as its own process, started in the project folder with the home folder of the layout. */
  private static void run(Layout layout, String sandbox) throws Exception {
    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand", "run",
        "--benchmarks", layout.repo().toString(), "--agent-config", layout.agent().toString(),
        "--out", layout.out().toString(), "--work-dir", layout.base().resolve("work").toString(),
        "--modes", "reflect-1", "--attempts", "1", "--max-tries", "1", "--max-concurrent-runs", "4",
        "--sandbox", sandbox));
    ProcessBuilder builder = new ProcessBuilder(command).directory(layout.base().toFile()).redirectErrorStream(true)
        .redirectOutput(layout.base().resolve("floe.log").toFile());
    builder.environment().put("HOME", layout.home().toString());
    builder.environment().put("PWD", layout.base().toString());
    Process floe = builder.start();
    if (!floe.waitFor(10, TimeUnit.MINUTES)) {
      floe.destroyForcibly().waitFor();
    }
    String log = Files.readString(layout.base().resolve("floe.log"));
    assertEquals(0, floe.exitValue(), log);
  }

  /** Each test solve's report: way to "found|nothing TAB evidence TAB seconds", in the order tried. */
  private static Map<Path, Map<String, String>> solveReports(Layout layout) throws Exception {
    Map<Path, Map<String, String>> reports = new LinkedHashMap<>();
    for (Path report : RunFixture.files(layout.out().resolve(EVALUATION).resolve("runs"), "escape-report.tsv")) {
      Map<String, String> ways = new LinkedHashMap<>();
      for (String line : Files.readAllLines(report)) {
        ways.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
      }
      reports.put(report, ways);
    }
    assertEquals(2, reports.size(), "one report per test solve");
    return reports;
  }

  /** The round-1 evolve's line: did links planted in round 0's train answers come back? */
  private static String evolveReport(Layout layout) throws Exception {
    return Files.readString(layout.out().resolve(EVALUATION)
        .resolve("evolve/reflect-1/attempt-01/state/escape-report-evolve-round-1.tsv")).strip();
  }

  private static List<Path> allReports(Layout layout) throws Exception {
    List<Path> reports = new ArrayList<>(RunFixture.files(layout.out(), "escape-report.tsv"));
    reports.addAll(RunFixture.files(layout.out(), "escape-report-evolve-round-1.tsv"));
    return reports;
  }
}
