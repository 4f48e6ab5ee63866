package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After a SIGKILL of {@code floe run}, its agents run on (Floe had no chance to stop them); the resume stops them
 * before it starts its own, and says so. Processes that merely share the machine, the temp folder or even write a
 * file into the output folder are left alone.
 */
class OrphansTest {
  @TempDir Path temp;
  private final List<Process> started = new ArrayList<>();

  @AfterEach
  void stopWhatIsLeft() {
    started.forEach(p -> {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    });
  }

  @Test
  void theResumeStopsTheAgentsAKilledRunLeftRunningAndNothingElse() throws Exception {
    Path calls = temp.resolve("calls.log");
    Path slowAgent = RunFixture.agentConfig(Files.createDirectories(temp.resolve("slow")), "steady.sh",
        Map.of("CALLS_LOG", calls.toString(), "SLEEP_SECONDS", "120"));
    Path out = temp.resolve("out");
    List<String> job = Unsandboxed.with(List.of("--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha",
        "--max-concurrent-runs", "2", "--work-dir", temp.resolve("work").toString())); // its agents log their pids
    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand", "run",
        "--benchmarks", RunFixture.REPO.toString(), "--agent-config", slowAgent.toString(), "--out", out.toString()));
    command.addAll(job);
    Process floe = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(temp.resolve("killed.log").toFile()).start();
    started.add(floe);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!Files.exists(calls) || Files.readAllLines(calls).size() < 2) {
      assertTrue(floe.isAlive() && System.nanoTime() < deadline, Files.readString(temp.resolve("killed.log")));
      Thread.sleep(50);
    }
    Thread.sleep(300);
    floe.destroyForcibly();
    floe.waitFor();
    List<ProcessHandle> orphans = new ArrayList<>();
    for (String line : Files.readAllLines(calls)) {
      String[] fields = line.split(" ");
      ProcessHandle.of(Long.parseLong(fields[fields.length - 1])).ifPresent(orphans::add);
    }
    assertEquals(2, orphans.size(), "the killed run's two agents still run");
    assertTrue(orphans.stream().allMatch(ProcessHandle::isAlive));

    // Bystanders: a process in the temp folder, and one whose output goes to a file in the output folder.
    Process bystander = new ProcessBuilder("sleep", "120").directory(temp.toFile()).start();
    Process writer = new ProcessBuilder("sleep", "120").redirectOutput(out.resolve("notes.txt").toFile()).start();
    started.add(bystander);
    started.add(writer);

    Path quickAgent = RunFixture.agentConfig(Files.createDirectories(temp.resolve("quick")), "steady.sh",
        Map.of("CALLS_LOG", temp.resolve("quick-calls.log").toString(), "SLEEP_SECONDS", "0"));
    List<String> args = new ArrayList<>(List.of("run", "--benchmarks", RunFixture.REPO.toString(), "--agent-config",
        quickAgent.toString(), "--out", out.toString()));
    args.addAll(job);
    RunFixture.Outcome resumed = RunFixture.floe(args.toArray(String[]::new));
    assertEquals(0, resumed.exitCode(), resumed.err());
    assertTrue(resumed.err().contains("floe: stopped 2 process(es) that a killed run of " + out + " left running"),
        resumed.err());
    for (ProcessHandle orphan : orphans) {
      orphan.onExit().completeOnTimeout(orphan, 10, TimeUnit.SECONDS).join();
      assertFalse(orphan.isAlive(), "agent " + orphan.pid() + " was stopped");
    }
    assertTrue(bystander.isAlive() && writer.isAlive(), "processes of no floe run are left alone");
  }

  @Test
  void aSignalStopsFloeAndItsAgentsAndSaysTheRunCanBeResumed() throws Exception {
    Path calls = temp.resolve("calls.log");
    Path slowAgent = RunFixture.agentConfig(Files.createDirectories(temp.resolve("slow")), "steady.sh",
        Map.of("CALLS_LOG", calls.toString(), "SLEEP_SECONDS", "120"));
    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand", "run",
        "--benchmarks", RunFixture.REPO.toString(), "--agent-config", slowAgent.toString(), "--out",
        temp.resolve("out").toString()));
    command.addAll(Unsandboxed.with(List.of("--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha",
        "--max-concurrent-runs", "2", "--work-dir", temp.resolve("work").toString())));
    Path log = temp.resolve("floe.log");
    Process floe = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    started.add(floe);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!Files.exists(calls) || Files.readAllLines(calls).size() < 2) {
      assertTrue(floe.isAlive() && System.nanoTime() < deadline, Files.readString(log));
      Thread.sleep(50);
    }
    List<ProcessHandle> agents = new ArrayList<>();
    for (String line : Files.readAllLines(calls)) {
      String[] fields = line.split(" ");
      ProcessHandle.of(Long.parseLong(fields[fields.length - 1])).ifPresent(agents::add);
    }
    assertEquals(2, agents.size());

    floe.destroy(); // SIGTERM, as a scheduler or `kill` sends
    assertTrue(floe.waitFor(30, TimeUnit.SECONDS), "floe stopped");

    for (ProcessHandle agent : agents) {
      agent.onExit().completeOnTimeout(agent, 5, TimeUnit.SECONDS).join();
      assertFalse(agent.isAlive(), "agent " + agent.pid() + " outlived the floe run it belonged to");
    }
    assertTrue(Files.readString(log).contains("floe run: stopped by a signal; the attempts recorded so far are kept, "
        + "and their agents stopped: rerun the same command to resume"), Files.readString(log));
    // The agents Floe stopped did not fail: no attempt may be recorded as failed for it, or a resume would keep it.
    assertEquals(List.of(), RunFixture.files(temp.resolve("out"), "run.json"),
        "attempts recorded after the signal");
  }
}
