package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code floe run} end to end on the fixture repository (2 sub-benchmarks, 3 cases each) with a shell agent, in all
 * four kinds of mode: the folders SPEC §4 names, the scores the graders dictate, attempt n solving with state n, and
 * reflect rounds that received feedback.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndToEndRunTest {
  private static final List<String> MODES = List.of("base", "self", "fewshot", "reflect-2");
  Path out;
  RunFixture.Outcome outcome;

  /** The runner's options: none here (the DirectRunner); {@link FlinkEndToEndRunTest} runs the same job on Flink. */
  List<String> runnerOptions() {
    return List.of();
  }

  @BeforeAll
  void runOnce(@TempDir Path temp) throws Exception {
    out = temp.resolve("out");
    outcome = job(temp, out, runnerOptions());
  }

  /** The job every runner is tested with, its output in {@code out}. */
  static RunFixture.Outcome job(Path temp, Path out, List<String> runnerOptions) throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    List<String> args = new ArrayList<>(List.of("--modes", String.join(",", MODES), "--attempts", "2",
        "--max-concurrent-runs", "4", "--work-dir", temp.resolve("work").toString()));
    args.addAll(runnerOptions);
    return RunFixture.run(RunFixture.REPO, agent, out, args.toArray(String[]::new));
  }

  static Path evaluation(Path out, String sub) {
    return out.resolve("evaluations").resolve(sub + "-learner-fixture-1-0-none");
  }

  private Path evaluation(String sub) {
    return evaluation(out, sub);
  }

  @Test
  void runSucceedsAndSummarizes() {
    assertEquals(0, outcome.exitCode(), outcome.err());
    assertTrue(outcome.out().matches("(?s).*\\balpha\\s+base\\s+50\\.00%\\s+0\\.00%\\s+0/6\\n.*"), outcome.out());
    assertTrue(outcome.out().matches("(?s).*\\bbeta\\s+reflect-2\\s+100\\.00%\\s+0\\.00%\\s+0/6\\n.*"), outcome.out());
    assertTrue(outcome.out().contains(evaluation("beta").toString()), outcome.out());
    assertTrue(outcome.err().contains("runs 48/48 (0 running, 0 failed)"), outcome.err());
  }

  @Test
  void foldersAreExactlyAsTheSpecSays() throws Exception {
    for (String sub : List.of("alpha", "beta")) {
      Path eval = evaluation(sub);
      Set<String> top = names(eval);
      assertEquals(new TreeSet<>(List.of("README.md", "evaluation_config.toml", "evolve", "results.json", "runs")),
          top, sub);
      assertEquals(new TreeSet<>(List.of("fewshot", "reflect-2", "self")), names(eval.resolve("evolve")));
      // Floe's additions to [protocol]: the default limits a resume is checked against (modes here evolve).
      String config = Files.readString(eval.resolve("evaluation_config.toml"));
      assertTrue(config.contains("\ntimeout = ") && config.contains("\nevolve_timeout = "), config);
      for (String mode : List.of("self", "fewshot", "reflect-2")) {
        for (String attempt : List.of("attempt-01", "attempt-02")) {
          Path evolve = eval.resolve("evolve").resolve(mode).resolve(attempt);
          assertTrue(Files.isRegularFile(evolve.resolve("evolve.json")), evolve.toString());
          assertTrue(Files.isRegularFile(evolve.resolve("state/state.txt")), evolve.toString());
          assertEquals(mode.startsWith("reflect"), Files.isDirectory(evolve.resolve("rounds")), evolve.toString());
        }
      }
      assertEquals(new TreeSet<>(MODES), names(eval.resolve("runs")));
      for (String mode : MODES) {
        Path modeFolder = eval.resolve("runs").resolve(mode);
        assertEquals(3, names(modeFolder).size(), modeFolder.toString());
        for (String caseId : names(modeFolder)) {
          for (String attempt : List.of("attempt-01", "attempt-02")) {
            Path folder = modeFolder.resolve(caseId).resolve(attempt);
            assertEquals(new TreeSet<>(List.of("agent.log", "answer", "grader.log", "run.json")), names(folder),
                folder.toString());
            assertTrue(Files.isRegularFile(folder.resolve("answer/answer.json")), folder.toString());
          }
        }
      }
    }
  }

  @Test
  void scoresAreWhatTheGradersDictate() throws Exception {
    for (String sub : List.of("alpha", "beta")) {
      JsonNode results = RunFixture.json(evaluation(sub).resolve("results.json"));
      assertTrue(results.get("complete").asBoolean(), sub);
      // Base knows the value but not the house format, learned by any evolve: half the leaves, or 1 of 2 points.
      assertEquals(0.5, results.at("/modes/base/acc").asDouble(), 1e-12, sub);
      for (String mode : List.of("self", "fewshot", "reflect-2")) {
        assertEquals(1.0, results.at("/modes/" + mode + "/acc").asDouble(), 1e-12, sub + " " + mode);
        assertEquals(0.0, results.at("/modes/" + mode + "/std").asDouble(), 1e-12, sub + " " + mode);
      }
      assertEquals(100.0, results.at("/modes/base/efficiency/input_tokens").asDouble(), 1e-9, sub);
    }
    JsonNode run = RunFixture.json(evaluation("beta").resolve("runs/base/CASE-001-four/attempt-02/run.json"));
    assertEquals("ok", run.get("status").asText());
    assertEquals(0.5, run.get("score").asDouble(), 1e-12);
    assertEquals("earned/total", run.at("/grader/rule").asText());
    assertEquals(1, run.at("/grader/raw/earned").asInt());
    assertEquals(1, run.get("tries").asInt());
  }

  @Test
  void attemptNSolvedWithStateN() throws Exception {
    for (String sub : List.of("alpha", "beta")) {
      for (String mode : List.of("self", "fewshot", "reflect-2")) {
        for (Path answer : RunFixture.files(evaluation(sub).resolve("runs").resolve(mode), "answer.json")) {
          JsonNode json = RunFixture.json(answer);
          assertEquals(json.get("attempt").asInt(), json.get("state_attempt").asInt(), answer.toString());
        }
      }
    }
  }

  @Test
  void evolvesSawWhatTheirModeShows() throws Exception {
    Path alpha = evaluation("alpha").resolve("evolve");
    String self = Files.readString(alpha.resolve("self/attempt-01/state/state.txt"));
    assertTrue(self.contains("train_cases=3\nreferences=0\n"), self);
    String fewshot = Files.readString(alpha.resolve("fewshot/attempt-01/state/state.txt"));
    assertTrue(fewshot.contains("train_cases=3\nreferences=6\n"), fewshot); // answer.json + notes.txt per case
    String reflect = Files.readString(alpha.resolve("reflect-2/attempt-02/state/state.txt"));
    String feedback = "3 feedback, 3 answers, "
        + "{\"round\":%d,\"status\":\"ok\",\"score\":1.0}".repeat(3);
    assertTrue(reflect.contains("feedback round 1: " + feedback.formatted(1, 1, 1)), reflect);
    assertTrue(reflect.contains("feedback round 2: " + feedback.formatted(2, 2, 2)), reflect);
    JsonNode evolve = RunFixture.json(alpha.resolve("reflect-2/attempt-02/evolve.json"));
    assertEquals(2, evolve.get("rounds").size());
    assertEquals(1.0, evolve.at("/rounds/1/scores/CASE-001-red").asDouble(), 1e-12);
    assertTrue(Files.isRegularFile(alpha.resolve("reflect-2/attempt-02/rounds/2/CASE-003-blue/feedback.json")));
  }

  private static Set<String> names(Path folder) throws Exception {
    try (Stream<Path> list = Files.list(folder)) {
      return new TreeSet<>(list.map(p -> p.getFileName().toString()).toList());
    }
  }
}
