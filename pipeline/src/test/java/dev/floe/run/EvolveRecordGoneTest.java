package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deleting an evolve's record reruns that evolve; the test attempts solved with its old state would then sit beside a
 * new state they never used. The resume refuses, naming them, until they are deleted too; then the attempt is redone.
 */
class EvolveRecordGoneTest {
  @TempDir Path temp;

  @Test
  void testRecordsOfAnEvolveWhoseRecordIsGoneAreNamedThenRedone() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    Path out = temp.resolve("out");
    List<String> args = Unsandboxed.with(List.of("--modes", "base,self", "--attempts", "1", "--sub-benchmarks",
        "alpha", "--work-dir", temp.resolve("work").toString()));
    RunFixture.Outcome first = RunFixture.run(RunFixture.REPO, agent, out, args.toArray(String[]::new));
    assertEquals(0, first.exitCode(), first.err());
    Path evaluation = out.resolve("evaluations/alpha-learner-fixture-1-0-none");
    Path evolveRecord = evaluation.resolve("evolve/self/attempt-01/evolve.json");
    Files.delete(evolveRecord);

    RunFixture.Outcome refused = RunFixture.run(RunFixture.REPO, agent, out, args.toArray(String[]::new));
    assertEquals(1, refused.exitCode(), refused.err());
    assertTrue(refused.err().contains(evaluation.resolve("runs/self/CASE-001-cyan/attempt-01/run.json")
        + ": solved with the state of the evolve whose record " + evolveRecord + " is gone"), refused.err());
    assertTrue(Files.notExists(evolveRecord), "nothing was run");

    List<Path> selfRuns;
    try (Stream<Path> walk = Files.walk(evaluation.resolve("runs/self"))) {
      selfRuns = walk.filter(p -> p.getFileName().toString().equals("run.json")).toList();
    }
    for (Path run : selfRuns) {
      Files.delete(run);
    }
    RunFixture.Outcome redone = RunFixture.run(RunFixture.REPO, agent, out, args.toArray(String[]::new));
    assertEquals(0, redone.exitCode(), redone.err());
    assertTrue(Files.exists(evolveRecord));
    for (Path run : selfRuns) {
      assertTrue(Files.exists(run), run + " redone");
    }
  }
}
