package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GDPevo task group converted, validated and run end to end with the replay agent: reference answers score 1.0,
 * an empty object scores 0, with the group's own graders and its environment started and stopped.
 */
class GdpevoEndToEndTest {
  private static final Path CHECKOUT = RunFixture.RESOURCES.resolve("gdpevo");
  @TempDir static Path temp;
  static Path repo;

  @BeforeAll
  static void convert() {
    repo = temp.resolve("repo");
    RunFixture.Outcome imported = RunFixture.floe("import", "gdpevo", CHECKOUT.toString(), "--out", repo.toString());
    assertEquals(0, imported.exitCode(), imported.err());
    RunFixture.Outcome valid = RunFixture.floe("validate", repo.toString());
    assertEquals(0, valid.exitCode(), valid.out());
    assertTrue(valid.out().contains("; 0 errors, 0 warnings"), valid.out());
  }

  /** Prepared answers: each converted test case's reference answer, or {@code {}} for every case. */
  private static Path answers(String name, boolean reference) throws Exception {
    Path answers = temp.resolve(name);
    try (Stream<Path> benchmarks = Files.list(repo.resolve("packages"))) {
      for (Path benchmark : benchmarks.filter(b -> b.getFileName().toString().endsWith("-test")).toList()) {
        String sub = benchmark.getFileName().toString().replaceFirst("-test$", "");
        try (Stream<Path> cases = Files.list(benchmark)) {
          for (Path c : cases.filter(Files::isDirectory).toList()) {
            Path target = Files.createDirectories(answers.resolve(sub).resolve(c.getFileName().toString()));
            if (reference) {
              Files.copy(c.resolve("rubric/reference/answer.json"), target.resolve("answer.json"));
            } else {
              Files.writeString(target.resolve("answer.json"), "{}\n");
            }
          }
        }
      }
    }
    Path config = temp.resolve(name + ".toml");
    Files.writeString(config, "name = \"" + name + "\"\nkind = \"replay\"\nanswers = \"" + answers + "\"\n");
    return config;
  }

  private static JsonNode runAndRead(String name, boolean reference) throws Exception {
    Path out = temp.resolve("out-" + name);
    RunFixture.Outcome run = RunFixture.run(repo, answers(name, reference), out, "--modes", "base,self",
        "--attempts", "1", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, run.exitCode(), run.err());
    try (Stream<Path> evaluations = Files.list(out.resolve("evaluations"))) {
      return new com.fasterxml.jackson.databind.ObjectMapper().createArrayNode().addAll(
          evaluations.sorted().map(e -> {
            try {
              return RunFixture.json(e.resolve("results.json"));
            } catch (Exception ex) {
              throw new IllegalStateException(ex);
            }
          }).toList());
    }
  }

  @Test
  void referenceAnswersScoreOneAndTheEnvironmentCameAndWent() throws Exception {
    JsonNode all = runAndRead("reference", true);
    assertEquals(2, all.size(), "two task groups, two evaluations");
    for (JsonNode results : all) {
      for (String mode : new String[] {"base", "self"}) {
        assertEquals(1.0, results.at("/modes/" + mode + "/acc").asDouble(), 1e-12, results.toString());
      }
    }
    Path withEnvironment;
    try (Stream<Path> evaluations = Files.list(temp.resolve("out-reference/evaluations"))) {
      withEnvironment = evaluations.filter(e -> Files.isDirectory(e.resolve("environment"))).findFirst()
          .orElseThrow(() -> new AssertionError("no environment log: the environment did not start"));
    }
    try (Stream<Path> logs = Files.list(withEnvironment.resolve("environment"))) {
      assertEquals(1, logs.count(), "one shared instance for the group");
    }
    boolean serverLeft = ProcessHandle.allProcesses()
        .filter(ProcessHandle::isAlive)
        .map(p -> p.info().commandLine().orElse(""))
        .anyMatch(c -> c.contains("env/server.py"));
    assertFalse(serverLeft, "no environment server is left behind");
  }

  @Test
  void emptyAnswersScoreZeroNotFailure() throws Exception {
    for (JsonNode results : runAndRead("empty", false)) {
      assertEquals(0.0, results.at("/modes/base/acc").asDouble(), 1e-12, results.toString());
      assertTrue(results.get("complete").asBoolean(), "an empty object is graded 0 by GDPevo's graders, not failed");
    }
  }
}
