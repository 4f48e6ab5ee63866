package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** floe regrade: change a grader, regrade, and the changed grades are reported and the results updated. */
class RegradeTest {
  @TempDir Path temp;

  @Test
  void changedGraderChangesTheGradesAndTheResults() throws Exception {
    Path repo = copy(RunFixture.REPO, temp.resolve("repo"));
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    Path out = temp.resolve("out");
    Path evaluation = runAlpha(repo, agent, out, 2);
    assertEquals(0.5, RunFixture.json(evaluation.resolve("results.json")).at("/modes/base/acc").asDouble(), 1e-12);

    // The grader fix: the house format is no longer required, so base's answers are complete.
    try (Stream<Path> refs = Files.walk(repo.resolve("packages/alpha-test"))) {
      for (Path ref : refs.filter(p -> p.toString().endsWith("reference/answer.json")).toList()) {
        String value = RunFixture.json(ref).get("value").asText();
        Files.writeString(ref, "{\"value\": \"" + value + "\"}\n");
      }
    }
    String runBefore = Files.readString(evaluation.resolve("runs/base/CASE-001-cyan/attempt-01/run.json"));
    RunFixture.Outcome regrade = RunFixture.floe("regrade", "--benchmarks", repo.toString(), evaluation.toString());
    assertEquals(0, regrade.exitCode(), regrade.err());
    assertTrue(regrade.out().startsWith("regraded 6 attempts in 1 evaluation folder(s); 0 kept (failed before "
        + "grading); 6 grade(s) changed:\n"), regrade.out());
    assertTrue(regrade.out().contains("  alpha-learner-fixture-1-0-none base CASE-002-magenta attempt 2: 0.5 -> 1.0\n"),
        regrade.out());

    JsonNode results = RunFixture.json(evaluation.resolve("results.json"));
    assertEquals(1.0, results.at("/modes/base/acc").asDouble(), 1e-12, "results follow the new grades");
    JsonNode record = RunFixture.json(evaluation.resolve("runs/base/CASE-001-cyan/attempt-01/run.json"));
    assertEquals(1.0, record.get("score").asDouble(), 1e-12);
    assertTrue(record.has("regraded"));
    JsonNode before = new com.fasterxml.jackson.databind.ObjectMapper().readTree(runBefore);
    assertEquals(before.get("started"), record.get("started"), "when the agent ran is kept");
    assertEquals(before.get("usage"), record.get("usage"));

    RunFixture.Outcome again = RunFixture.floe("regrade", "--benchmarks", repo.toString(), evaluation.toString());
    assertTrue(again.out().startsWith("regraded 6 attempts in 1 evaluation folder(s); 0 kept (failed before "
        + "grading); 0 grade(s) changed\n"), again.out());
    // The evaluation now says which version of the test benchmark graded it, so its run resumes against that one:
    // an attempt deleted to be redone is run and graded with the fixed grader, and nothing else reruns.
    assertTrue(Files.readString(evaluation.resolve("evaluation_config.toml"))
        .contains("sha256 = \"" + PackageDigest.of(repo.resolve("packages/alpha-test")) + "\""));
    Files.delete(evaluation.resolve("runs/base/CASE-001-cyan/attempt-01/run.json"));
    runAlpha(repo, agent, out, 2);
    assertEquals(1.0, RunFixture.json(evaluation.resolve("runs/base/CASE-001-cyan/attempt-01/run.json"))
        .get("score").asDouble(), 1e-12);
  }

  @Test
  void anAttemptOfACaseTheRepositoryNoLongerHasIsRefusedNotKept() throws Exception {
    Path repo = copy(RunFixture.REPO, temp.resolve("repo"));
    Path evaluation = runAlpha(repo, RunFixture.agentConfig(temp, "learner.sh", Map.of()), temp.resolve("out"), 1);
    Path removed;
    try (Stream<Path> cases = Files.list(repo.resolve("packages/alpha-test"))) {
      removed = cases.filter(Files::isDirectory).sorted().findFirst().orElseThrow();
    }
    dev.floe.staging.FolderCopy.delete(removed);
    String results = Files.readString(evaluation.resolve("results.json"));

    RunFixture.Outcome regrade = RunFixture.floe("regrade", "--benchmarks", repo.toString(), evaluation.toString());

    assertEquals(1, regrade.exitCode(), regrade.out());
    assertTrue(regrade.err().contains("case " + removed.getFileName() + " is not in alpha-test of " + repo),
        regrade.err());
    assertEquals(results, Files.readString(evaluation.resolve("results.json")), "nothing written");
  }

  @Test
  void aFolderOfAnotherRepositoryIsRefusedAndNothingWritten() throws Exception {
    Path notAnEvaluation = Files.createDirectories(temp.resolve("nothing"));
    RunFixture.Outcome regrade = RunFixture.floe("regrade", "--benchmarks", RunFixture.REPO.toString(),
        notAnEvaluation.toString());
    assertEquals(1, regrade.exitCode());
    assertTrue(regrade.err().contains(notAnEvaluation + ": not an evaluation folder (no evaluation_config.toml)"),
        regrade.err());
  }

  /** Runs (or resumes) the learner on sub-benchmark alpha, mode base; returns its evaluation folder. */
  private Path runAlpha(Path repo, Path agent, Path out, int attempts) {
    RunFixture.Outcome run = RunFixture.run(repo, agent, out, "--modes", "base", "--attempts",
        Integer.toString(attempts), "--sub-benchmarks", "alpha", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, run.exitCode(), run.err());
    return out.resolve("evaluations/alpha-learner-fixture-1-0-none");
  }

  private static Path copy(Path from, Path to) throws Exception {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path source : walk.toList()) {
        Path target = to.resolve(from.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
    return to;
  }
}
