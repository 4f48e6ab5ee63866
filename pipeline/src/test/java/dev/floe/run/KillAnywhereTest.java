package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault-injection test of issue 9: one job of {@code floe run} (modes base, self and reflect-1, 2 attempts: 4
 * evolves, 18 test attempts) is killed with SIGKILL at 20 random moments and resumed after each; the final evaluation
 * folder equals an uninterrupted run's, file by file (times aside), no record is ever written twice or changed, and
 * no agent call is made for an attempt or evolve whose record existed when that run of Floe started.
 *
 * <p>A moment is a point of the job's progress, "n records written", drawn at random, plus a random delay: the kill
 * falls wherever the job is then, inside an agent call, a grade, a record write, or, when the job is already past n,
 * in Floe's start-up (validation, lock, planning, Beam). The draws come from a seeded {@link Random}
 * ({@code -Dfloe.kill.seed=...} to replay one); the moments are printed.
 */
class KillAnywhereTest {
  private static final long SEED = Long.getLong("floe.kill.seed", 20261130L);
  private static final int KILLS = 20;
  private static final List<String> JOB = Unsandboxed.with(List.of("--modes", "base,self,reflect-1", "--attempts",
      "2", "--sub-benchmarks", "alpha", "--max-concurrent-runs", "2")); // the agent logs its calls outside its folders
  private static final String EVALUATION = "alpha-steady-fixture-1-0-none";

  @TempDir Path temp;

  /** One kill: after {@code records} records exist, wait {@code delayMs} (or {@code startupDelayMs} if at launch). */
  private record Moment(int records, int delayMs, int startupDelayMs) {}

  /** One run of Floe: when it started (µs since the epoch) and the records there were then. */
  private record Launch(long startMicros, Set<String> recordsAtStart) {}

  @Test
  void twentyKillsAtRandomMomentsEndWithTheRecordsOfAnUninterruptedRun() throws Exception {
    Path reference = temp.resolve("reference");
    Path referenceAgent = RunFixture.agentConfig(Files.createDirectories(temp.resolve("reference-agent")),
        "steady.sh", Map.of("CALLS_LOG", temp.resolve("reference-calls.log").toString(), "SLEEP_SECONDS", "0.3"));
    RunFixture.Outcome uninterrupted = RunFixture.run(RunFixture.REPO, referenceAgent, reference,
        withWorkDir(JOB, temp.resolve("reference-work")).toArray(String[]::new));
    assertEquals(0, uninterrupted.exitCode(), uninterrupted.err());
    int total = RecordTree.records(reference.resolve("evaluations")).size();
    assertEquals(22, total, "the job: 4 evolves and 18 test attempts");

    Path calls = temp.resolve("calls.log");
    Path agent = RunFixture.agentConfig(Files.createDirectories(temp.resolve("agent")), "steady.sh",
        Map.of("CALLS_LOG", calls.toString(), "SLEEP_SECONDS", "0.3"));
    Path out = temp.resolve("out");
    Path evaluations = out.resolve("evaluations");
    List<String> args = new ArrayList<>(List.of("run", "--benchmarks", RunFixture.REPO.toString(), "--agent-config",
        agent.toString(), "--out", out.toString()));
    args.addAll(withWorkDir(JOB, temp.resolve("work")));

    List<Moment> moments = moments(new Random(SEED), total);
    List<Launch> launches = new ArrayList<>();
    int startupKills = 0;
    int workingKills = 0;
    for (int i = 0; i < moments.size(); i++) {
      Moment moment = moments.get(i);
      Map<String, String> before = RecordTree.records(evaluations);
      long start = nowMicros();
      launches.add(new Launch(start, before.keySet()));
      Path log = temp.resolve("launch-" + (i + 1) + ".log");
      Process floe = launch(args, log);
      boolean atStartup = before.size() >= moment.records();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (RecordTree.records(evaluations).size() < moment.records()) {
        assertTrue(floe.isAlive(), "launch " + (i + 1) + " ended before its kill: " + Files.readString(log));
        assertTrue(System.nanoTime() < deadline, "launch " + (i + 1) + " made no progress in 120 s");
        Thread.sleep(10);
      }
      Thread.sleep(atStartup ? moment.startupDelayMs() : moment.delayMs());
      assertTrue(floe.isAlive(), "launch " + (i + 1) + " finished the job before its kill moment " + moment + ": "
          + Files.readString(log));
      floe.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
      assertTrue(floe.waitFor(30, TimeUnit.SECONDS));
      assertEquals(137, floe.exitValue(), "launch " + (i + 1) + " died of the SIGKILL");
      Map<String, String> after = RecordTree.records(evaluations);
      for (Map.Entry<String, String> kept : before.entrySet()) {
        assertEquals(kept.getValue(), after.get(kept.getKey()), kept.getKey() + " changed after it was written");
      }
      boolean agentsStarted = callsSince(calls, start) > 0;
      if (agentsStarted) {
        workingKills++;
      } else {
        startupKills++;
      }
      System.out.printf("kill %2d: %s, %s; records %d -> %d%n", i + 1, moment,
          agentsStarted ? "agents running" : "in start-up", before.size(), after.size());
    }

    Map<String, String> beforeLast = RecordTree.records(evaluations);
    launches.add(new Launch(nowMicros(), beforeLast.keySet()));
    Path lastLog = temp.resolve("launch-last.log");
    Process last = launch(args, lastLog);
    assertTrue(last.waitFor(180, TimeUnit.SECONDS), "the last resume did not finish in 180 s");
    assertEquals(0, last.exitValue(), Files.readString(lastLog));

    assertEquals(KILLS, startupKills + workingKills);
    assertTrue(startupKills >= 3 && workingKills >= 5, "the kills fell in start-up " + startupKills
        + " times and among running agents " + workingKills + " times: the moments do not cover the job");
    Map<String, String> finalRecords = RecordTree.records(evaluations);
    for (Map.Entry<String, String> kept : beforeLast.entrySet()) {
      assertEquals(kept.getValue(), finalRecords.get(kept.getKey()), kept.getKey() + " was written twice");
    }
    assertEquals(RecordTree.of(reference.resolve("evaluations")), RecordTree.of(evaluations),
        "after 20 kills and resumes, the evaluation folder is the uninterrupted run's");
    assertNothingRanTwice(calls, launches);
    try (var left = Files.list(temp.resolve("work"))) {
      assertEquals(List.of(), left.toList(), "the killed runs' work folders were removed by the runs after them");
    }
    assertTrue(!Files.exists(out.resolve(".floe/grading")) || Files.list(out.resolve(".floe/grading")).findAny()
        .isEmpty(), "no private rubric copy of a killed grade is left in the output folder");
  }

  /** Every agent call of a run of Floe is for an attempt or evolve that had no record when that run started. */
  private static void assertNothingRanTwice(Path calls, List<Launch> launches) throws Exception {
    int checked = 0;
    for (String line : Files.readAllLines(calls)) {
      // <µs> <phase> <mode> <benchmark> <case|train> <attempt> <round> <pid>
      String[] f = line.split(" ");
      long at = Math.round(Double.parseDouble(f[0]) * 1e6);
      Launch launch = launches.stream().filter(l -> l.startMicros() <= at)
          .max(Comparator.comparingLong(Launch::startMicros)).orElseThrow();
      String record = f[1].equals("solve") && f[3].endsWith("-test")
          ? EVALUATION + "/runs/" + f[2] + "/" + f[4] + "/attempt-0" + f[5] + "/run.json"
          : EVALUATION + "/evolve/" + f[2] + "/attempt-0" + f[5] + "/evolve.json"; // an evolve or a reflect round's solve
      if (launch.recordsAtStart().contains(record)) {
        fail("'" + line + "' ran although " + record + " existed when that run of Floe started");
      }
      checked++;
    }
    assertTrue(checked >= 30, "every call of the job was logged: " + checked);
  }

  private static List<Moment> moments(Random random, int total) {
    List<Moment> moments = new ArrayList<>();
    for (int i = 0; i < KILLS; i++) {
      // At most total - 3 records: the 3 left need two agent calls after another, longer than the 250 ms delay.
      moments.add(new Moment(random.nextInt(total - 2), random.nextInt(250), random.nextInt(2500)));
    }
    moments.sort(Comparator.comparingInt(Moment::records));
    return moments;
  }

  private static long callsSince(Path calls, long startMicros) throws Exception {
    if (!Files.exists(calls)) {
      return 0;
    }
    return Files.readAllLines(calls).stream()
        .filter(l -> Math.round(Double.parseDouble(l.split(" ")[0]) * 1e6) >= startMicros).count();
  }

  private static Process launch(List<String> args, Path log) throws Exception {
    List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
        "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        "dev.floe.cli.FloeCommand"));
    command.addAll(args);
    return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  private static List<String> withWorkDir(List<String> job, Path work) {
    List<String> args = new ArrayList<>(job);
    args.addAll(List.of("--work-dir", work.toString()));
    return args;
  }

  private static long nowMicros() {
    return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
  }
}
