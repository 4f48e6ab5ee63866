package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.evaluation.Agent;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Protocol;
import dev.floe.staging.FolderCopy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that needs a judge and has none, or has a judge it cannot use, is refused before anything runs: the cases
 * that need the judge are named, no agent is started, and nothing is written.
 */
class JudgeRefusalTest {
  @TempDir Path temp;
  private Path mixed;
  private Path calls;
  private Path agent;

  /** The graded fixture (alpha, beta: every case has a grader.toml) and the judged one (gamma: none has). */
  @BeforeEach
  void mixGradedAndUngraded() throws Exception {
    mixed = temp.resolve("mixed");
    FolderCopy.copy(RunFixture.REPO, mixed);
    FolderCopy.copy(RunFixture.JUDGED, mixed);
    calls = Files.createDirectories(temp.resolve("calls"));
    agent = RunFixture.agentConfig(temp, "answerer.sh", Map.of("FAULT_DIR", calls.toString()));
  }

  @Test
  void aMixedRepositoryWithoutAJudgeIsRefusedNamingTheCases() throws Exception {
    Path out = temp.resolve("out");
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, out, "--modes", "base,reflect-1", "--attempts", "1");
    assertEquals(1, outcome.exitCode(), outcome.err());
    Path packages = mixed.resolve("packages");
    assertEquals("floe: refusing to start: 4 cases have no machine grader, so only a judge can grade them, and "
        + "no --judge-config was given:\n"
        + "  " + packages.resolve("gamma-test/CASE-001-north") + " (no rubric/grader.toml)\n"
        + "  " + packages.resolve("gamma-test/CASE-002-south") + " (no rubric/grader.toml)\n"
        + "  " + packages.resolve("gamma-train/CASE-001-east") + " (no rubric/grader.toml)\n"
        + "  " + packages.resolve("gamma-train/CASE-002-west") + " (no rubric/grader.toml)\n"
        + "Give a judge with --judge-config judge.toml (README.md, \"Judge grading\"), or add a rubric/grader.toml to "
        + "these cases.\n", outcome.err());
    assertFalse(Files.exists(out), "nothing was written");
    assertNoAgentRan();
  }

  @Test
  void trainCasesNeedTheJudgeOnlyWhenAReflectModeGradesThem() throws Exception {
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, temp.resolve("out"), "--modes", "base,self");
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().startsWith("floe: refusing to start: 2 cases have no machine grader"), outcome.err());
    assertFalse(outcome.err().contains("gamma-train"), outcome.err());
  }

  @Test
  void aJudgeKindOfGraderTomlNeedsTheJudgeToo() throws Exception {
    Path rubric = mixed.resolve("packages/alpha-test/CASE-001-cyan/rubric");
    Files.writeString(rubric.resolve("grader.toml"), "kind = \"judge\"\n");
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, temp.resolve("out"), "--modes", "base",
        "--sub-benchmarks", "alpha");
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("1 case has no machine grader, so only a judge can grade it"), outcome.err());
    assertTrue(outcome.err().contains(rubric.getParent() + " (rubric/grader.toml says kind = \"judge\")"),
        outcome.err());
  }

  @Test
  void judgeSamplesWithoutAJudgeIsACommandLineError() {
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, temp.resolve("out"), "--judge-samples", "3");
    assertEquals(2, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("--judge-samples needs --judge-config (the judge whose verdicts it counts)"),
        outcome.err());
    RunFixture.Outcome zero = RunFixture.run(mixed, agent, temp.resolve("out"), "--judge-samples", "0",
        "--judge-config", "judge.toml");
    assertEquals(2, zero.exitCode(), zero.err());
    assertTrue(zero.err().contains("--judge-samples must be at least 1"), zero.err());
  }

  @Test
  void aJudgeConfigWithProblemsIsRefusedWithEveryProblemAndItsLine() throws Exception {
    Path judge = temp.resolve("judge.toml");
    Files.writeString(judge, "name = \"j\"\nkind = \"sample\"\ntimeout = -5\nsamples = 3\n");
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, temp.resolve("out"), "--modes", "base",
        "--judge-config", judge.toString());
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains(judge + ":4: unknown key 'samples' (known keys: answers, command, env, kind, "
        + "model, name, openai, thinking_level, timeout, version)"), outcome.err());
    assertTrue(outcome.err().contains(judge + ":2: a judge is kind = \"command\" (a program that prints its verdict) "
        + "or \"openai\" (the built-in judge), not \"sample\""), outcome.err());
    assertTrue(outcome.err().contains(judge + ":3: 'timeout' must be a number of seconds > 0 (the time one judge "
        + "call may take), not -5"), outcome.err());
    assertFalse(Files.exists(temp.resolve("out")));
    assertNoAgentRan();
  }

  @Test
  void anOpenAiJudgeWithoutItsKeyIsRefused() throws Exception {
    Path judge = temp.resolve("judge.toml");
    Files.writeString(judge, "name = \"j\"\nmodel = \"m\"\nkind = \"openai\"\n\n[openai]\n"
        + "base_url = \"http://127.0.0.1:9/v1\"\napi_key_env = \"FLOE_TEST_UNSET_JUDGE_KEY\"\n");
    RunFixture.Outcome outcome = RunFixture.run(mixed, agent, temp.resolve("out"), "--modes", "base",
        "--judge-config", judge.toString());
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains(judge + ": the openai judge's key is read from FLOE_TEST_UNSET_JUDGE_KEY "
        + "(openai.api_key_env), which is not set in Floe's environment"), outcome.err());
    assertNoAgentRan();
  }

  @Test
  void aJudgeNoCaseNeedsIsSaidToBeUnusedAndLeftOutOfTheProtocol() throws Exception {
    Path judge = RunFixture.judgeConfig(temp, "rubric_judge.sh", "rubric", "");
    Path out = temp.resolve("out");
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, out, "--modes", "base", "--attempts", "1",
        "--sub-benchmarks", "alpha", "--judge-config", judge.toString(), "--work-dir", temp.resolve("w").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("floe run: every case of this run has a machine grader (rubric/grader.toml); "
        + judge + " is not used"), outcome.err());
    String config = Files.readString(out.resolve("evaluations/alpha-answerer-fixture-1-0-none/evaluation_config.toml"));
    assertFalse(config.contains("[judge]"), config);
  }

  @Test
  void floeRegradeRefusesJudgedCasesRatherThanTurnTheirScoresIntoFailures() throws Exception {
    Path folder = temp.resolve("evaluations/gamma-x");
    EvaluationFolder.at(folder).writeConfig(new EvaluationConfig("gamma-x", "gamma", "gamma-train", "gamma-test",
        Instant.parse("2026-12-01T00:00:00Z"), null, null, new Agent("x", "", "", ""),
        new Protocol(List.of("base"), 1, 1, 0L), null));
    RunFixture.Outcome outcome = RunFixture.floe("regrade", "--benchmarks", RunFixture.JUDGED.toString(),
        folder.toString());
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains(RunFixture.JUDGED.resolve("packages/gamma-test/CASE-001-north")
        + ": graded by a judge (no rubric/grader.toml), and floe regrade does not run judges; floe run into a new "
        + "--out grades its answers again"), outcome.err());
  }

  private void assertNoAgentRan() throws Exception {
    try (Stream<Path> files = Files.list(calls)) {
      assertEquals(0, files.count(), "an agent ran");
    }
  }
}
