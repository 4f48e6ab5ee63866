package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run killed with SIGKILL part-way, then rerun, ends with exactly the records of an uninterrupted run, and the
 * attempts finished before the kill are not executed again. While it runs, a second run on the same output is refused.
 */
class ResumeTest {
  @TempDir Path temp;

  @Test
  void killedRunResumesWithoutRedoingFinishedAttempts() throws Exception {
    Path calls = temp.resolve("calls.log");
    // Slow enough that the first run is still going when the second one (started in this JVM, 1-2 s to reach the
    // lock) asks for the output folder: at 0.4 s a try, the first one sometimes finished before.
    Path agent = RunFixture.agentConfig(temp, "sleeper.sh",
        Map.of("CALLS_LOG", calls.toString(), "SLEEP_SECONDS", "1.2"));
    Path out = temp.resolve("out");
    List<String> args = List.of("run", "--benchmarks", RunFixture.REPO.toString(), "--agent-config",
        agent.toString(), "--out", out.toString(), "--modes", "base,self", "--attempts", "2",
        "--sub-benchmarks", "alpha", "--max-concurrent-runs", "2", "--work-dir", temp.resolve("work").toString(),
        "--sandbox", "none"); // the agent logs its calls outside its folders

    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand"));
    command.addAll(args);
    Process first = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(temp.resolve("first.log").toFile()).start();
    Path runs = out.resolve("evaluations/alpha-sleeper-fixture-1-0-none/runs");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (records(runs).size() < 4) {
      assertTrue(first.isAlive(), "the first run ended before it could be killed: " + Files.readString(
          temp.resolve("first.log")));
      assertTrue(System.nanoTime() < deadline, "no progress in 60 s");
      Thread.sleep(50);
    }

    RunFixture.Outcome second = RunFixture.floe(args.toArray(String[]::new));
    assertEquals(1, second.exitCode(), "a second run on the same output is refused");
    assertTrue(second.err().contains("another floe run is working in this output folder"), second.err());

    first.destroyForcibly(); // SIGKILL: no shutdown hook runs
    first.waitFor();
    Map<String, String> before = new HashMap<>();
    for (Path record : records(runs)) {
      before.put(runs.relativize(record).toString(), Files.readString(record));
    }
    Thread.sleep(600); // let orphaned agents of the killed run finish writing to the calls log
    Map<String, Long> callsBefore = callCounts(calls);

    RunFixture.Outcome resumed = RunFixture.floe(args.toArray(String[]::new));
    assertEquals(0, resumed.exitCode(), resumed.err());

    Set<String> expected = new TreeSet<>();
    for (String mode : List.of("base", "self")) {
      for (String caseId : List.of("CASE-001-cyan", "CASE-002-magenta", "CASE-003-yellow")) {
        for (String attempt : List.of("attempt-01", "attempt-02")) {
          expected.add(mode + "/" + caseId + "/" + attempt + "/run.json");
        }
      }
    }
    Set<String> after = new TreeSet<>();
    for (Path record : records(runs)) {
      after.add(runs.relativize(record).toString());
    }
    assertEquals(expected, after, "exactly the attempts of an uninterrupted run");
    assertTrue(before.size() >= 4 && before.size() < 12, "the kill came part-way: " + before.size());
    for (Map.Entry<String, String> kept : before.entrySet()) {
      assertEquals(kept.getValue(), Files.readString(runs.resolve(kept.getKey())), kept.getKey() + " was redone");
    }
    Map<String, Long> callsAfter = callCounts(calls);
    for (String key : before.keySet()) {
      String call = callKey(key);
      assertEquals(callsBefore.get(call), callsAfter.get(call), call + " was executed again");
    }
    for (String key : expected) {
      assertTrue(callsAfter.getOrDefault(callKey(key), 0L) >= 1, key + " ran");
    }
    assertTrue(resumed.err().contains(before.size() + " resumed"), resumed.err());
  }

  @Test
  void aFolderMadeWithAnotherConfigIsRefusedNamingTheKeys() throws Exception {
    Path agent = instantAgent();
    Path out = temp.resolve("out");
    RunFixture.Outcome first = RunFixture.run(RunFixture.REPO, agent, out, "--modes", "base", "--attempts", "1",
        "--sub-benchmarks", "alpha", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, first.exitCode(), first.err());
    RunFixture.Outcome second = RunFixture.run(RunFixture.REPO, agent, out, "--modes", "base", "--attempts", "2",
        "--sub-benchmarks", "alpha", "--seed", "7", "--work-dir", temp.resolve("work").toString());
    assertEquals(1, second.exitCode());
    assertTrue(second.err().contains("evaluation_config.toml: this evaluation folder was made with a different "
        + "configuration: protocol.attempts: was 1, now 2; protocol.seed: was 0, now 7"), second.err());
  }

  @Test
  void otherDefaultTimeLimitsAreAnotherConfigButAFolderThatNeverRecordedThemResumes() throws Exception {
    Path agent = instantAgent();
    Path out = temp.resolve("out");
    String[] base = {"--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha", "--work-dir",
        temp.resolve("work").toString()};
    RunFixture.Outcome first = RunFixture.run(RunFixture.REPO, agent, out, base);
    assertEquals(0, first.exitCode(), first.err());
    List<String> changed = new java.util.ArrayList<>(List.of(base));
    changed.addAll(List.of("--timeout", "5", "--evolve-timeout", "9"));
    RunFixture.Outcome second = RunFixture.run(RunFixture.REPO, agent, out, changed.toArray(String[]::new));
    assertEquals(1, second.exitCode());
    // Base only: the evolve's limit is not this evaluation's, and is neither recorded nor held against it.
    assertTrue(second.err().contains("configuration: protocol.timeout: was 1800.0, now 5.0"), second.err());
    assertFalse(second.err().contains("evolve_timeout"), second.err());
    // A folder from a Floe that did not record the limits yet: nothing to compare them with, so it resumes.
    for (Path config : RunFixture.files(out, "evaluation_config.toml")) {
      Files.writeString(config, Files.readString(config).replaceAll("(?m)^(evolve_)?timeout = .*\n", ""));
    }
    RunFixture.Outcome older = RunFixture.run(RunFixture.REPO, agent, out, changed.toArray(String[]::new));
    assertEquals(0, older.exitCode(), older.err());
  }

  /** The sleeper agent without its sleep: for tests of what a resume accepts, not of what it reruns. */
  private Path instantAgent() throws Exception {
    return RunFixture.agentConfig(temp, "sleeper.sh", Map.of("CALLS_LOG", temp.resolve("calls.log").toString(),
        "SLEEP_SECONDS", "0"));
  }

  private static String callKey(String record) {
    String[] parts = record.split("/"); // mode/case/attempt-nn/run.json
    return "solve " + parts[0] + " " + parts[1] + " " + Integer.parseInt(parts[2].substring("attempt-".length()));
  }

  private static Map<String, Long> callCounts(Path log) throws Exception {
    if (!Files.exists(log)) {
      return Map.of();
    }
    return Files.readAllLines(log).stream().collect(Collectors.groupingBy(l -> l, Collectors.counting()));
  }

  private static List<Path> records(Path runs) throws Exception {
    if (!Files.isDirectory(runs)) {
      return List.of();
    }
    return RunFixture.files(runs, "run.json");
  }
}
