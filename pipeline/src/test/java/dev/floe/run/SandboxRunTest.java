package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.sandbox.SandboxMode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomlj.Toml;
import org.tomlj.TomlParseResult;

/**
 * {@code floe run --sandbox auto|bwrap|none} as a user meets it: auto confines agents wherever bubblewrap works and
 * says plainly what is not prevented where it does not; a promise that cannot be kept refuses the run; the sandbox in
 * force is part of an evaluation's protocol; an agent whose program the sandbox would not show is refused before
 * anything runs; a timeout, or a killed Floe, leaves no sandboxed process behind.
 */
class SandboxRunTest {
  private static final String ALPHA = "alpha-learner-fixture-1-0-none";
  @TempDir Path temp;

  /** floe run on the fixture's alpha, one attempt, in {@code modes}. */
  private static String[] args(Path agent, Path out, Path work, String modes, String... more) {
    List<String> args = new ArrayList<>(List.of("run", "--benchmarks", RunFixture.REPO.toString(), "--agent-config",
        agent.toString(), "--out", out.toString(), "--modes", modes, "--attempts", "1", "--sub-benchmarks",
        "alpha", "--work-dir", work.toString()));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static TomlParseResult config(Path out, String evaluation) throws Exception {
    return Toml.parse(out.resolve("evaluations").resolve(evaluation).resolve("evaluation_config.toml"));
  }

  private RunRequest request(Path agent, Path out, SandboxMode sandbox, boolean noNetwork) {
    return new RunRequest(RunFixture.REPO, agent, out, List.of("base"), 1, 1, 2, List.of("alpha"), 0, 60, 60,
        Optional.empty(), Optional.of(temp.resolve("work")), List.of(), Optional.empty(), 1, sandbox, noNetwork);
  }

  private static Map<String, String> environment(Map<String, String> extra) {
    Map<String, String> env = new HashMap<>(System.getenv());
    env.putAll(extra);
    return env;
  }

  @Test
  void autoConfinesAgentsWhereBwrapWorksAndTheyScoreAsWithout() throws Exception {
    Bubblewrap.require(temp);
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    RunFixture.Outcome confined =
        RunFixture.floe(args(agent, temp.resolve("auto"), temp.resolve("work"), "base,self"));
    RunFixture.Outcome open = RunFixture.floe(args(agent, temp.resolve("none"), temp.resolve("work"),
        "base,self", "--sandbox", "none"));
    assertEquals(0, confined.exitCode(), confined.err());
    assertEquals(0, open.exitCode(), open.err());
    assertFalse(confined.err().contains("warning"), confined.err());
    assertEquals("bwrap", config(temp.resolve("auto"), ALPHA).getString("protocol.sandbox"));
    assertEquals(Boolean.TRUE, config(temp.resolve("auto"), ALPHA).getBoolean("protocol.network"));
    assertEquals("none", config(temp.resolve("none"), ALPHA).getString("protocol.sandbox"));
    JsonNode sandboxed = RunFixture.json(temp.resolve("auto/evaluations").resolve(ALPHA).resolve("results.json"));
    JsonNode unconfined = RunFixture.json(temp.resolve("none/evaluations").resolve(ALPHA).resolve("results.json"));
    for (String mode : List.of("base", "self")) {
      assertEquals(unconfined.at("/modes/" + mode + "/acc").asDouble(), sandboxed.at("/modes/" + mode + "/acc")
          .asDouble(), 0, mode);
    }
    assertEquals(1.0, sandboxed.at("/modes/self/acc").asDouble(), 0, "the sandboxed evolve wrote its state");
  }

  @Test
  void autoWithoutAWorkingBwrapWarnsOnceSayingWhatIsNotPreventedAndRunsUnconfined() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    StringWriter err = new StringWriter();
    RunDriver.run(request(agent, temp.resolve("out"), SandboxMode.AUTO, false),
        environment(Bubblewrap.brokenBwrap(temp)), new PrintWriter(err, true), false);
    String text = err.toString();
    assertEquals(1, text.split("warning: no sandbox", -1).length - 1, text);
    assertTrue(text.contains("does not work here: bwrap: setting up uid map: Permission denied (exit 1)"), text);
    for (String risk : List.of("the benchmark repository and its rubrics", "the output folder",
        "other agents' staged folders", "your home folder", "using the network")) {
      assertTrue(text.contains(risk), "the warning names " + risk + ": " + text);
    }
    assertEquals("none", config(temp.resolve("out"), ALPHA).getString("protocol.sandbox"));
    assertTrue(Files.isRegularFile(temp.resolve("out/evaluations").resolve(ALPHA).resolve("results.json")));
  }

  @Test
  void sandboxBwrapRefusesToStartWithoutAWorkingBwrap() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    RunRefused refused = assertThrows(RunRefused.class, () -> RunDriver.run(
        request(agent, temp.resolve("out"), SandboxMode.BWRAP, false), environment(Bubblewrap.brokenBwrap(temp)),
        new PrintWriter(new StringWriter()), false));
    assertTrue(refused.getMessage().startsWith("--sandbox bwrap: " + temp.resolve("bwrap")
        + " does not work here: bwrap: setting up uid map: Permission denied"), refused.getMessage());
    assertTrue(refused.getMessage().contains("apt-get install bubblewrap"), refused.getMessage());
    assertFalse(Files.exists(temp.resolve("out/evaluations")), "nothing written");
    assertFalse(Files.exists(temp.resolve("work")) && hasEntries(temp.resolve("work")), "no work folder left");
  }

  @Test
  void noNetworkIsRefusedWhereNothingCouldKeepIt() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    RunFixture.Outcome none = RunFixture.floe(args(agent, temp.resolve("out"), temp.resolve("work"),
        "base", "--sandbox", "none", "--no-network"));
    assertEquals(1, none.exitCode());
    assertTrue(none.err().contains("--no-network needs the bwrap sandbox, and --sandbox none turns it off"),
        none.err());
    RunRefused auto = assertThrows(RunRefused.class, () -> RunDriver.run(
        request(agent, temp.resolve("out"), SandboxMode.AUTO, true), environment(Bubblewrap.brokenBwrap(temp)),
        new PrintWriter(new StringWriter()), false));
    assertTrue(auto.getMessage().startsWith("--no-network needs the bwrap sandbox, and " + temp.resolve("bwrap")
        + " does not work here"), auto.getMessage());
    assertFalse(Files.exists(temp.resolve("out/evaluations")), "nothing written");
  }

  @Test
  void anUnknownSandboxIsAUsageError() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    RunFixture.Outcome outcome = RunFixture.floe(args(agent, temp.resolve("out"), temp.resolve("work"), "base",
        "--sandbox", "docker"));
    assertEquals(2, outcome.exitCode());
    assertTrue(outcome.err().contains("--sandbox: 'docker' is not one of auto, bwrap, none"), outcome.err());
  }

  @Test
  void resumingUnderAnotherSandboxIsRefusedNamingIt() throws Exception {
    Bubblewrap.require(temp);
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    Path out = temp.resolve("out");
    RunFixture.Outcome first = RunFixture.floe(args(agent, out, temp.resolve("work"), "base", "--sandbox", "none"));
    assertEquals(0, first.exitCode(), first.err());
    RunFixture.Outcome second =
        RunFixture.floe(args(agent, out, temp.resolve("work"), "base", "--sandbox", "bwrap"));
    assertEquals(1, second.exitCode());
    assertTrue(second.err().contains("this evaluation folder was made with a different configuration: "
        + "protocol.sandbox: was none, now bwrap"), second.err());
    RunFixture.Outcome offline = RunFixture.floe(args(agent, out, temp.resolve("work"), "base", "--no-network"));
    assertTrue(offline.err().contains("protocol.network: was true, now false; protocol.sandbox: was none, now bwrap"),
        offline.err());
  }

  @Test
  void aProgramTheSandboxWouldNotShowIsRefusedFirstAndShownWhenListed() throws Exception {
    Bubblewrap.require(temp);
    Path bin = Files.createDirectories(temp.resolve("tools/bin"));
    Path shared = Files.createDirectories(temp.resolve("shared"));
    Path notes = Files.createDirectories(temp.resolve("notes"));
    Files.writeString(shared.resolve("hint.txt"), "v2\n");
    Path tool = bin.resolve("answer-tool");
    Files.writeString(tool, """
        #!/bin/sh
        [ "$1" = solve ] || exit 0
        value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
        format=$(cat "$SHARED/hint.txt")
        printf '{"value": "%s", "format": "%s"}\\n' "$value" "$format" > "$FLOE_ANSWER_DIR/answer.json"
        echo "$FLOE_CASE" >> "$NOTES/cases.txt"
        if touch "$SHARED/written" 2>/dev/null; then echo yes; else echo no; fi > "$NOTES/shared-writable-$FLOE_CASE"
        """);
    tool.toFile().setExecutable(true);
    Map<String, String> env = environment(Map.of("PATH", bin + ":" + System.getenv("PATH")));
    String common = "name = \"tool\"\ncommand = [\"answer-tool\"]\n[env]\nSHARED = \"" + shared + "\"\nNOTES = \""
        + notes + "\"\n";
    Path plain = temp.resolve("plain.toml");
    Files.writeString(plain, common);
    RunRefused refused = assertThrows(RunRefused.class, () -> RunDriver.run(
        request(plain, temp.resolve("out"), SandboxMode.AUTO, false), env, new PrintWriter(new StringWriter()),
        false));
    assertTrue(refused.getMessage().startsWith(plain + ": command: 'answer-tool' is " + tool), refused.getMessage());
    assertTrue(refused.getMessage().contains(", which the sandbox does not show (it shows /usr, /bin, /lib*, /etc, "
        + "/opt and the agent's own folder)"), refused.getMessage());
    assertTrue(refused.getMessage().contains("list its folder in [sandbox] read_only, or run with --sandbox none"),
        refused.getMessage());
    assertFalse(Files.exists(temp.resolve("out/evaluations")), "refused before anything was written");

    Path listed = temp.resolve("listed.toml");
    Files.writeString(listed, common + "\n[sandbox]\nread_only = [\"tools/bin\", \"shared\"]\nwritable = [\""
        + notes + "\"]\n");
    RunDriver.run(request(listed, temp.resolve("out"), SandboxMode.AUTO, false), env,
        new PrintWriter(new StringWriter()), false);
    JsonNode results = RunFixture.json(temp.resolve("out/evaluations/alpha-tool/results.json"));
    assertEquals(1.0, results.at("/modes/base/acc").asDouble(), 0, "the tool read the shared hint: " + results);
    assertEquals(3, Files.readAllLines(notes.resolve("cases.txt")).size(), "it wrote to its writable folder");
    for (String caseId : List.of("CASE-001-cyan", "CASE-002-magenta", "CASE-003-yellow")) {
      assertEquals("no", Files.readString(notes.resolve("shared-writable-" + caseId)).strip(),
          "a read_only path is read-only inside");
    }
    assertFalse(Files.exists(shared.resolve("written")));
  }

  @Test
  void aSandboxPathThatHoldsTheRepositoryIsRefused() throws Exception {
    Bubblewrap.require(temp);
    Path agent = temp.resolve("agent.toml");
    Path resources = RunFixture.RESOURCES;
    Files.writeString(agent, "name = \"learner\"\ncommand = [\"bash\", \"" + resources.resolve("agents/learner.sh")
        + "\"]\n[sandbox]\nread_only = [\"" + resources + "\"]\n");
    RunRefused refused = assertThrows(RunRefused.class, () -> RunDriver.run(
        request(agent, temp.resolve("out"), SandboxMode.AUTO, false), System.getenv(),
        new PrintWriter(new StringWriter()), false));
    assertTrue(refused.getMessage().startsWith(agent + ": sandbox.read_only: " + resources
        + " holds the benchmark repository " + RunFixture.REPO.toRealPath() + "; the sandbox never shows it"),
        refused.getMessage());
  }

  @Test
  void aTimeoutKillsEveryProcessOfTheSandboxedAgent() throws Exception {
    Bubblewrap.require(temp);
    String marker = UUID.randomUUID().toString();
    Path agent = RunFixture.agentConfig(temp, "hang.sh", Map.of("MARKER", marker));
    RunFixture.Outcome outcome = RunFixture.floe(args(agent, temp.resolve("out"), temp.resolve("work"),
        "base", "--sandbox", "bwrap", "--timeout", "2", "--max-tries", "1"));
    assertEquals(0, outcome.exitCode(), outcome.err());
    for (Path record : RunFixture.files(temp.resolve("out"), "run.json")) {
      assertEquals("agent_timeout", RunFixture.json(record).get("failure").asText(), record.toString());
    }
    assertEquals(List.of(), processesWith(marker), "nothing of the agent outlives its timeout");
  }

  @Test
  void killingFloeTakesItsSandboxedAgentsWithIt() throws Exception {
    Bubblewrap.require(temp);
    String marker = UUID.randomUUID().toString();
    Path agent = RunFixture.agentConfig(temp, "hang.sh", Map.of("MARKER", marker));
    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand"));
    command.addAll(List.of(args(agent, temp.resolve("out"), temp.resolve("work"), "base", "--sandbox", "bwrap")));
    Process floe = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(temp.resolve("floe.log").toFile()).start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (processesWith(marker).size() < 6) { // 3 cases, each an agent and its child
        assertTrue(floe.isAlive(), Files.readString(temp.resolve("floe.log")));
        assertTrue(System.nanoTime() < deadline, "the agents did not start: " + processesWith(marker));
        Thread.sleep(100);
      }
      floe.destroyForcibly(); // SIGKILL: no shutdown hook, no cleanup of Floe's own
      floe.waitFor();
      deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (!processesWith(marker).isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertEquals(List.of(), processesWith(marker), "the sandboxed agents died with Floe");
    } finally {
      floe.destroyForcibly();
      for (ProcessHandle left : ProcessHandle.allProcesses().filter(p -> commandLine(p).contains(marker)).toList()) {
        left.destroyForcibly();
      }
    }
  }

  @Test
  void aBuiltInAgentRunsInsideFloeAndTheRunSaysSo() throws Exception {
    Path samples = Path.of("../samples").toAbsolutePath().normalize();
    RunFixture.Outcome outcome = RunFixture.floe("run", "--benchmarks", samples.resolve("benchmarks").toString(),
        "--agent-config", samples.resolve("agents/sample.toml").toString(), "--out", temp.resolve("out").toString(),
        "--modes", "base", "--attempts", "1", "--sub-benchmarks", "word-count", "--sandbox", "bwrap",
        "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("note: the sample agent is built into Floe and runs inside it, not as a "
        + "program: --sandbox and --no-network apply to command agents only"), outcome.err());
    Path evaluations = temp.resolve("out/evaluations");
    Path config;
    try (Stream<Path> list = Files.list(evaluations)) {
      config = list.findFirst().orElseThrow().resolve("evaluation_config.toml");
    }
    assertEquals("in-process", Toml.parse(config).getString("protocol.sandbox"));
    assertFalse(Toml.parse(config).contains("protocol.network"));
  }

  private static boolean hasEntries(Path folder) throws Exception {
    try (Stream<Path> list = Files.list(folder)) {
      return list.findAny().isPresent();
    }
  }

  private static List<String> processesWith(String marker) {
    return ProcessHandle.allProcesses().map(SandboxRunTest::commandLine).filter(c -> c.contains(marker)).toList();
  }

  /** A process's whole command line as /proc shows it, argv[0] included (exec -a changes only that). */
  private static String commandLine(ProcessHandle process) {
    try {
      return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline")).replace('\0', ' ');
    } catch (Exception e) {
      return "";
    }
  }
}
