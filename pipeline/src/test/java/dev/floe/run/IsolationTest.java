package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An agent that searches its work folder, the folders above it, its environment and its command line finds nothing
 * of the rubric in any mode: not a rubric file name, not the secret planted in rubric/README.md, not a grader, not
 * the repository's path. Only a fewshot evolve sees reference answers, and only those of train cases.
 */
class IsolationTest {
  private static final List<String> NEVER = List.of(
      "SECRET-RUBRIC-TOKEN", "grader.toml", "eval.sh", "expected.txt", "rubric", "REFERENCE-TOKEN-alpha-test",
      "REFERENCE-TOKEN-beta-test", RunFixture.REPO.toString());

  @TempDir Path temp;

  @Test
  void agentFindsNothingOfTheRubricInAnyMode() throws Exception {
    Path dumps = Files.createDirectories(temp.resolve("dumps"));
    Path agent = RunFixture.agentConfig(temp, "snoop.sh", Map.of("DUMP_DIR", dumps.toString()));
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"),
        "--modes", "base,self,fewshot,reflect-1", "--attempts", "1", "--max-concurrent-runs", "1",
        "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());

    List<Path> files;
    try (Stream<Path> list = Files.list(dumps)) {
      files = list.sorted().toList();
    }
    // 2 sub-benchmarks: 4 modes x 3 test solves, 3 evolves, and reflect-1's 3 train solves.
    assertEquals(2 * (12 + 3 + 1 + 3), files.size());
    int fewshotEvolves = 0;
    for (Path dump : files) {
      String text = Files.readString(dump);
      String name = dump.getFileName().toString();
      for (String needle : NEVER) {
        assertFalse(text.contains(needle), name + " saw " + needle);
      }
      boolean fewshotEvolve = name.startsWith("evolve-fewshot-");
      assertEquals(fewshotEvolve, text.contains("REFERENCE-TOKEN-"),
          name + (fewshotEvolve ? " did not see the train references" : " saw a reference"));
      if (fewshotEvolve) {
        fewshotEvolves++;
        assertTrue(text.contains("REFERENCE-TOKEN-alpha-train-1") || text.contains("REFERENCE-TOKEN-beta-train-1"));
      }
      assertTrue(text.contains("FLOE_PHASE="), name + " dumped its environment");
    }
    assertEquals(2, fewshotEvolves);
  }

  @Test
  void agentEnvironmentHoldsOnlyWhatTheProtocolGives() throws Exception {
    Path dumps = Files.createDirectories(temp.resolve("dumps"));
    Path agent = RunFixture.agentConfig(temp, "snoop.sh", Map.of("DUMP_DIR", dumps.toString()));
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"),
        "--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha",
        "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    Path dump;
    try (Stream<Path> list = Files.list(dumps)) {
      dump = list.findFirst().orElseThrow();
    }
    String text = Files.readString(dump);
    String env = text.substring(text.indexOf("== env\n") + 7, text.indexOf("== cmdline"));
    List<String> names = new ArrayList<>();
    for (String line : env.split("\n")) {
      names.add(line.substring(0, line.indexOf('=')));
    }
    List<String> allowed = List.of("PATH", "HOME", "LANG", "TMPDIR", "DUMP_DIR", "CUDA_VISIBLE_DEVICES",
        "PWD", "SHLVL", "_", "OLDPWD"); // the last four bash sets itself
    for (String name : names) {
      assertTrue(name.startsWith("FLOE_") || allowed.contains(name), "unexpected variable " + name);
    }
    assertTrue(names.contains("FLOE_TASK_DIR") && names.contains("FLOE_ANSWER_DIR") && names.contains("FLOE_SEED"));
  }
}
