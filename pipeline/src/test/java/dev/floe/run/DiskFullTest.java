package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A write of a run record that fails for want of space stops {@code floe run} cleanly: exit 3, one message naming
 * the record and the reason, no stack trace, no half-written or temporary file, every record written before intact,
 * no results claiming anything; and once there is room again, the same command resumes and ends with the records
 * of an uninterrupted run. The record of base CASE-002-magenta attempt 1 is made large (its agent reports 600 KB
 * of usage notes, which run.json keeps), so that it is the write that does not fit.
 *
 * <p>Two honest ways to run out of space: a real full file system (a 400 KiB tmpfs mounted over the output folder,
 * ENOSPC; needs root, as in this project's container, and is skipped, saying so, elsewhere) and a file size limit
 * ({@code ulimit -f}, EFBIG, for any user).
 */
class DiskFullTest {
  private static final String BIG = "runs/base/CASE-002-magenta/attempt-01/run.json";
  private static final List<String> JOB = Unsandboxed.with(List.of("--modes", "base,self", "--attempts", "2",
      "--sub-benchmarks", "alpha", "--max-concurrent-runs", "2")); // the agent logs its calls outside its folders

  @TempDir Path temp;
  private Path mounted;

  @AfterEach
  void unmount() throws Exception {
    if (mounted != null) {
      new ProcessBuilder("umount", mounted.toString()).inheritIO().start().waitFor();
    }
  }

  @Test
  void aFullFileSystemStopsTheRunCleanlyAndTheResumeCompletesIt() throws Exception {
    Path out = Files.createDirectories(temp.resolve("out"));
    Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=400k", "tmpfs", out.toString())
        .redirectErrorStream(true).start();
    String mountSays = new String(mount.getInputStream().readAllBytes());
    Assumptions.assumeTrue(mount.waitFor() == 0,
        "no tmpfs to fill here (mount needs root): " + mountSays.strip() + "; the file size limit case still runs");
    mounted = out;
    Path evaluation = fillAndStop(out, List.of(), "No space left on device");
    run(List.of("mount", "-o", "remount,size=16m", out.toString()));
    resumeCompletes(out, evaluation);
  }

  @Test
  void aFileSizeLimitStopsTheRunCleanlyAndTheResumeCompletesIt() throws Exception {
    Path out = temp.resolve("out");
    // 512 KiB: every file of the job fits (Beam's 281 KB snappy library too, unpacked into the temp folder at
    // start-up), but not the 600 KB record. HotSpot ignores SIGXFSZ, so the write fails with EFBIG. A soft limit,
    // which the test agent lifts for itself: it is Floe's write that must fail, not the agent's usage.json.
    Path evaluation = fillAndStop(out, List.of("bash", "-c", "ulimit -S -f 512 && exec \"$0\" \"$@\""),
        "File too large");
    resumeCompletes(out, evaluation);
  }

  /** Runs the job into {@code out} until the large record does not fit; checks how it stopped and what is left. */
  private Path fillAndStop(Path out, List<String> prefix, String reason) throws Exception {
    Path evaluation = out.resolve("evaluations/alpha-steady-fixture-1-0-none");
    List<String> command = new ArrayList<>(prefix);
    command.addAll(List.of(ProcessHandle.current().info().command().orElse("java"), "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "dev.floe.cli.FloeCommand"));
    command.addAll(args(out));
    Path log = temp.resolve("stopped.log");
    Process floe = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertTrue(floe.waitFor(180, TimeUnit.SECONDS), "the run neither stopped nor finished in 180 s");
    String printed = Files.readString(log);
    assertEquals(3, floe.exitValue(), "a run stopped by a full disk exits 3: " + printed);
    assertTrue(printed.contains("floe: stopped: cannot write " + evaluation.resolve(BIG) + ": " + reason), printed);
    assertTrue(printed.contains("rerun the same command to resume"), printed);
    assertFalse(printed.contains("internal error") || printed.contains("\tat "), "no stack trace: " + printed);

    assertFalse(Files.exists(evaluation.resolve(BIG)), "the record that did not fit is not there at all");
    assertFalse(Files.exists(evaluation.resolve("results.json")), "no results for a run that did not finish");
    assertEquals(List.of(), temporaryFiles(out), "no half-written file is left");
    Map<String, String> expected = RecordTree.of(reference().resolve("evaluations"));
    Map<String, String> kept = RecordTree.of(out.resolve("evaluations"));
    int records = 0;
    for (Map.Entry<String, String> file : kept.entrySet()) {
      if (RecordTree.isRecord(Path.of(file.getKey()))) {
        assertEquals(expected.get(file.getKey()), file.getValue(), file.getKey() + " was damaged");
        records++;
      }
    }
    assertTrue(records >= 1 && records < 14, "the run stopped part-way, with records kept: " + records);
    return evaluation;
  }

  private void resumeCompletes(Path out, Path evaluation) throws Exception {
    RunFixture.Outcome resumed = RunFixture.floe(args(out).toArray(String[]::new));
    assertEquals(0, resumed.exitCode(), resumed.err());
    assertTrue(Files.size(evaluation.resolve(BIG)) > 600_000);
    assertEquals(RecordTree.of(reference().resolve("evaluations")), RecordTree.of(out.resolve("evaluations")),
        "the resume ends with the records of an uninterrupted run");
  }

  /** The same job, uninterrupted, on a disk with room: what the interrupted one must end up with. */
  private Path reference() throws Exception {
    Path reference = temp.resolve("reference");
    if (!Files.exists(reference)) {
      Path agent = agent(Files.createDirectories(temp.resolve("reference-agent")));
      List<String> args = new ArrayList<>(List.of("run", "--benchmarks", RunFixture.REPO.toString(),
          "--agent-config", agent.toString(), "--out", reference.toString(), "--work-dir",
          temp.resolve("reference-work").toString()));
      args.addAll(JOB);
      RunFixture.Outcome outcome = RunFixture.floe(args.toArray(String[]::new));
      assertEquals(0, outcome.exitCode(), outcome.err());
    }
    return reference;
  }

  private List<String> args(Path out) throws IOException {
    Path agentFolder = temp.resolve("agent");
    Path agent = Files.exists(agentFolder) ? agentFolder.resolve("steady.sh.toml")
        : agent(Files.createDirectories(agentFolder));
    List<String> args = new ArrayList<>(List.of("run", "--benchmarks", RunFixture.REPO.toString(), "--agent-config",
        agent.toString(), "--out", out.toString(), "--work-dir", temp.resolve("work").toString()));
    args.addAll(JOB);
    return args;
  }

  private Path agent(Path folder) throws IOException {
    return RunFixture.agentConfig(folder, "steady.sh", Map.of("CALLS_LOG", temp.resolve("calls.log").toString(),
        "SLEEP_SECONDS", "0.1", "BIG_USAGE_CASE", "CASE-002-magenta", "BIG_USAGE_BYTES", "600000"));
  }

  private static List<Path> temporaryFiles(Path out) throws IOException {
    try (Stream<Path> walk = Files.walk(out)) {
      return walk.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
    }
  }

  private static void run(List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String said = new String(process.getInputStream().readAllBytes());
    assertEquals(0, process.waitFor(), String.join(" ", command) + ": " + said);
  }
}
