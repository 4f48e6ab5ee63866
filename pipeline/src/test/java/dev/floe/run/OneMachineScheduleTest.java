package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On one machine the run slots alone decide what runs: evolves do not wait for each other in waves, test attempts
 * of base states run beside the evolves, and an evolved state's test attempts start once that state is frozen, not
 * when the run's slowest evolve is done (a long LLM evolve must not leave the other slots idle). The agent waits on
 * marker files rather than sleeping: all four evolves wait until all four have started, and beta's until one of
 * alpha's evolved test attempts has started. Without that schedule those waits time out (20 s) and the overlaps
 * asserted here do not happen.
 */
class OneMachineScheduleTest {
  @TempDir Path temp;

  /** One agent call: its phase, mode and sub-benchmark, and when it started and ended (nanoseconds). */
  private record Call(String phase, String mode, String subBenchmark, long start, long end) {
    boolean overlaps(Call other) {
      return start < other.end && other.start < end;
    }
  }

  @Test
  void slotsAreNotLeftIdleWhileEvolvesRun() throws Exception {
    Path stamps = temp.resolve("stamps.txt");
    Path marks = Files.createDirectories(temp.resolve("marks"));
    Path agent = RunFixture.agentConfig(temp, "phase_stamper.sh",
        Map.of("STAMPS", stamps.toString(), "MARKS", marks.toString(), "SLOW_SUB_BENCHMARK", "beta"));
    // 4 evolves (2 sub-benchmarks x self x 2 attempts) and 5 slots: one slot is left for test attempts.
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"), "--modes", "base,self",
        "--attempts", "2", "--max-concurrent-runs", "5", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());

    List<Call> calls = calls(stamps);
    List<Call> evolves = calls.stream().filter(c -> c.phase().equals("evolve")).toList();
    assertEquals(4, evolves.size());
    assertEquals(24, calls.size() - evolves.size(), "12 base and 12 self test attempts");
    for (Call a : evolves) {
      for (Call b : evolves) {
        assertTrue(a.overlaps(b), "evolves ran in waves with slots to spare: " + a + " and " + b);
      }
    }
    long lastEvolveEnd = evolves.stream().mapToLong(Call::end).max().orElseThrow();
    assertTrue(calls.stream().anyMatch(c -> c.mode().equals("base") && evolves.stream().anyMatch(c::overlaps)),
        "no base test attempt ran while the evolves did");
    assertTrue(calls.stream().anyMatch(c -> c.phase().equals("solve") && c.mode().equals("self")
            && c.subBenchmark().equals("alpha") && c.start() < lastEvolveEnd),
        "alpha's evolved states waited for beta's slow evolves before their test attempts started");
  }

  private static List<Call> calls(Path stamps) throws Exception {
    Map<String, String[]> starts = new HashMap<>();
    List<Call> calls = new ArrayList<>();
    for (String line : Files.readAllLines(stamps)) {
      String[] parts = line.split(" "); // start|end, pid, nanoseconds, phase, mode, sub-benchmark
      if (parts[0].equals("start")) {
        starts.put(parts[1], parts);
      } else {
        String[] start = starts.remove(parts[1]);
        calls.add(new Call(parts[3], parts[4], parts[5], Long.parseLong(start[2]), Long.parseLong(parts[2])));
      }
    }
    assertEquals(Map.of(), starts, "calls that never ended");
    return calls;
  }
}
