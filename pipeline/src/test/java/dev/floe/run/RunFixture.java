package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.cli.FloeCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Test fixtures for {@code floe run}: the fixture repositories, agent configs for the test agents, and a runner. */
final class RunFixture {
  static final Path RESOURCES = Path.of("src/test/resources/run").toAbsolutePath();
  static final Path REPO = RESOURCES.resolve("repo");
  static final Path FAULTS = RESOURCES.resolve("faults");
  /** Plain RFC-0001 cases: no grader.toml anywhere, rubrics that state their points. */
  static final Path JUDGED = RESOURCES.resolve("judged");
  static final Path JUDGE_FAULTS = RESOURCES.resolve("judge-faults");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What one in-process {@code floe} call printed and returned. */
  record Outcome(int exitCode, String out, String err) {}

  private RunFixture() {}

  /** Writes an agent.toml for {@code agents/<script>} into {@code folder}, with the given [env]. */
  static Path agentConfig(Path folder, String script, Map<String, String> env) throws IOException {
    StringBuilder toml = new StringBuilder();
    toml.append("name = \"").append(script.replace(".sh", "")).append("\"\n")
        .append("model = \"fixture-1.0\"\nthinking_level = \"none\"\nversion = \"1.0.0\"\n")
        .append("command = [\"bash\", \"").append(RESOURCES.resolve("agents").resolve(script)).append("\"]\n");
    if (!env.isEmpty()) {
      toml.append("\n[env]\n");
      env.forEach((k, v) -> toml.append(k).append(" = \"").append(v).append("\"\n"));
    }
    Path file = folder.resolve(script + ".toml");
    Files.writeString(file, toml);
    return file;
  }

  /** Writes a judge.toml for the command judge {@code agents/<script>} (bash) into {@code folder}. */
  static Path judgeConfig(Path folder, String script, String name, String moreToml) throws IOException {
    String toml = "name = \"" + name + "\"\nmodel = \"rubric-reader\"\nversion = \"1.0.0\"\n"
        + "command = [\"bash\", \"" + RESOURCES.resolve("agents").resolve(script) + "\"]\n" + moreToml;
    Path file = folder.resolve(name + "-judge.toml");
    Files.writeString(file, toml);
    return file;
  }

  static Outcome floe(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = FloeCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Outcome(code, out.toString(), err.toString());
  }

  /**
   * {@code floe run} in this JVM. Without a {@code --sandbox} in {@code more}, with {@code --sandbox none}: the test
   * agents report through files outside their folders, and a test's result must not depend on whether the machine
   * has bubblewrap. The sandbox's own tests (SandboxRunTest, EscapeTest, NoNetworkTest) choose theirs.
   */
  static Outcome run(Path repo, Path agent, Path out, String... more) {
    List<String> args = new ArrayList<>(List.of("run", "--benchmarks", repo.toString(),
        "--agent-config", agent.toString(), "--out", out.toString()));
    args.addAll(List.of(more));
    // Beam's checks that no step mutates its input, off in users' runs, stay on in the tests.
    args.addAll(List.of("--enforceImmutability=true", "--enforceEncodability=true"));
    if (!args.contains("--sandbox") && args.stream().noneMatch(a -> a.startsWith("--sandbox="))) {
      args.addAll(List.of("--sandbox", "none"));
    }
    return floe(args.toArray(String[]::new));
  }

  /**
   * Writes a repository of one test benchmark ({@code slots-test}) of {@code cases} cases, each graded by
   * {@code bash -c <grader>} (a TOML basic string: quotes escaped).
   */
  static Path commandGradedRepository(Path repo, int cases, String grader) throws IOException {
    Path benchmark = Files.createDirectories(repo.resolve("packages/slots-test"));
    Files.writeString(benchmark.resolve("benchmark_config.toml"), "id = \"slots-test\"\ntitle = \"Slots\"\n"
        + "description = \"Command graders.\"\nversion = \"0.1.0\"\nlast_update = \"2026-11-30T00:00:00Z\"\n"
        + "status = \"draft\"\n\n[author]\nname = \"Floe\"\n");
    for (int i = 1; i <= cases; i++) {
      String id = "CASE-00" + i + "-graded";
      Path c = benchmark.resolve(id);
      Files.writeString(Files.createDirectories(c.resolve("statement")).resolve("README.md"), "# Case " + i + "\n");
      Files.writeString(Files.createDirectories(c.resolve("rubric")).resolve("README.md"), "Any answer.\n");
      Files.writeString(c.resolve("rubric/grader.toml"),
          "kind = \"command\"\ncommand = [\"bash\", \"-c\", \"" + grader + "\"]\ntimeout = 30\n");
      Files.writeString(c.resolve("task_config.toml"), "id = \"" + id + "\"\ntitle = \"Case " + i
          + "\"\ndescription = \"A graded case.\"\n");
    }
    return repo;
  }

  static JsonNode json(Path file) throws IOException {
    return JSON.readTree(file.toFile());
  }

  static List<Path> files(Path root, String name) throws IOException {
    try (var walk = Files.walk(root)) {
      return walk.filter(p -> p.getFileName().toString().equals(name)).sorted().toList();
    }
  }
}
