package dev.floe.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus of malformed repositories under {@code src/test/resources/validation/}: each folder is a small
 * repository with one thing wrong, and the test pins the exact lines a user reads.
 */
class MalformedRepositoryTest {
  private static final Path CORPUS = Path.of("src/test/resources/validation");
  private static final String BC = "packages/demo-test/benchmark_config.toml";
  private static final String CASE = "packages/demo-test/CASE-001-first";
  private static final String TC = CASE + "/task_config.toml";
  private static final String ID_RULE =
      "(letters, digits and '-' only, no '_', and no empty part between dashes or at either end)";
  private static final String TS = "(ISO 8601 to the second, such as \"2026-10-29T12:00:00Z\")";
  private static final String LINK_HINT = "(a link to a file inside the repository, or the file itself)";

  static Stream<Arguments> corpus() {
    return Stream.of(
        fixture("toml-syntax-error",
            BC + ":2:21: error: TOML syntax error: Unexpected end of line, expected \" or a character"),
        fixture("task-toml-syntax-error",
            TC + ":6:11: error: TOML syntax error: Unexpected '=', expected ', \", ''', \"\"\", a number, a boolean, "
                + "a date/time, an array, or a table"),
        fixture("toml-not-utf8", BC + ": error: is not valid UTF-8 text (TOML files are UTF-8)"),
        fixture("missing-id", BC + ": error: missing required key 'id' (add id = \"demo-test\")"),
        fixture("id-mismatch",
            BC + ":1: error: 'id' \"demo-tests\" does not match its folder name \"demo-test\" (id = \"demo-test\")"),
        fixture("id-underscore",
            "packages/demo-train: warning: train benchmark has no test partner 'demo-test'; it is skipped "
                + "(add packages/demo-test/ to evaluate what is learned on it)",
            "packages/demo_test: error: benchmark folder name \"demo_test\" is not a valid id " + ID_RULE,
            "packages/demo_test/benchmark_config.toml:1: error: 'id' \"demo_test\" is not a valid benchmark id "
                + ID_RULE),
        fixture("missing-title", BC + ": error: missing required key 'title' (add title = \"My Benchmark\")"),
        fixture("title-wrong-type", BC + ":2: error: 'title' is a number (3) (a string, such as \"My Benchmark\")"),
        fixture("description-empty",
            BC + ":3: error: 'description' is empty (a non-empty string, such as \"What it evaluates\")"),
        fixture("version-not-semver",
            BC + ":4: error: 'version' is \"1.0\", not a semantic version (x.y.z, such as \"0.1.0\")"),
        fixture("last-update-no-seconds",
            BC + ":5: error: 'last_update' \"2026-10-29T12:00Z\" is not an ISO 8601 timestamp to the second " + TS),
        fixture("last-update-no-zone", BC + ":5: error: 'last_update' has no time zone " + TS),
        fixture("last-update-fraction",
            BC + ":5: error: 'last_update' \"2026-10-29T12:00:00.5Z\" is not an ISO 8601 timestamp to the second "
                + TS),
        fixture("last-update-not-a-date",
            BC + ":5: error: 'last_update' \"2026-02-30T12:00:00Z\" is not a real date and time " + TS),
        fixture("status-invalid", BC + ":6: error: 'status' is \"final\" (\"draft\" or \"published\")"),
        fixture("author-missing",
            BC + ": error: missing required table [author] (add [author] with name = \"Your Name\")"),
        fixture("author-name-missing",
            BC + ": error: missing required key 'author.name' (add author.name = \"Your Name\")"),
        fixture("author-not-table",
            BC + ":7: error: 'author' is a string (\"Floe tests\") (a table, such as [author] with name = \"Your Name\")"),
        fixture("references-not-strings",
            BC + ":7: error: 'references' element 1 is a number (1) (an array of strings, such as "
                + "[\"https://arxiv.org/abs/...\"])"),
        fixture("unknown-key",
            BC + ":7: warning: unknown key 'licence' is ignored (known keys: author, description, description_zh, id, "
                + "last_update, references, status, title, title_zh, version)"),
        fixture("case-missing-task-config",
            CASE + ": error: case folder has no task_config.toml "
                + "(every case has a task_config.toml with id, title and description)"),
        fixture("case-id-mismatch",
            TC + ":1: error: 'id' \"CASE-002-second\" does not match its folder name \"CASE-001-first\" "
                + "(id = \"CASE-001-first\")"),
        fixture("case-missing-title", TC + ": error: missing required key 'title' (add title = \"Task Title\")"),
        fixture("case-folder-name-invalid",
            "packages/demo-test/CASE_001: error: case folder name \"CASE_001\" is not a valid id "
                + "(letters, digits and '-' only, no '_', and no empty part between dashes or at either end, such as "
                + "CASE-001-first-task)",
            "packages/demo-test/CASE_001/task_config.toml:1: error: 'id' \"CASE_001\" is not a valid case id "
                + ID_RULE),
        fixture("case-id-double-dash",
            "packages/demo-test/CASE--001: error: case folder name \"CASE--001\" is not a valid id "
                + "(letters, digits and '-' only, no '_', and no empty part between dashes or at either end, such as "
                + "CASE-001-first-task)",
            "packages/demo-test/CASE--001/task_config.toml:1: error: 'id' \"CASE--001\" is not a valid case id "
                + ID_RULE),
        fixture("benchmark-id-double-dash",
            "packages/demo--test: error: benchmark folder name \"demo--test\" is not a valid id " + ID_RULE,
            "packages/demo--test/benchmark_config.toml:1: error: 'id' \"demo--test\" is not a valid benchmark id "
                + ID_RULE,
            "packages/demo--train: error: benchmark folder name \"demo--train\" is not a valid id " + ID_RULE,
            "packages/demo--train/benchmark_config.toml:1: error: 'id' \"demo--train\" is not a valid benchmark id "
                + ID_RULE),
        fixture("case-unexpected-entry",
            CASE + "/notes.md: warning: unexpected entry in a case folder is ignored "
                + "(a case holds statement/, rubric/ and task_config.toml)"),
        fixture("budget-negative-timeout",
            TC + ":6: error: 'budget.timeout' is -5 (a number of seconds >= 0, or no key for no limit)"),
        fixture("budget-string-cpus",
            TC + ":7: error: 'budget.cpus' is a string (\"4\") (a number of cores >= 0, or no key for no limit)"),
        fixture("budget-fractional-gpus",
            TC + ":7: error: 'budget.gpus' is a number (0.5) (a whole number of GPUs >= 0, or no key for no limit)"),
        fixture("budget-not-table",
            TC + ":4: error: 'budget' is a number (60) (a table, such as [budget] with timeout = 900)"),
        fixture("budget-unknown-key",
            TC + ":7: warning: unknown key 'budget.gpu_memory' is ignored "
                + "(known keys: cpus, disk, gpus, ram, timeout)"),
        fixture("statement-missing",
            CASE + "/statement: error: is missing (statement/README.md holds the public task statement)"),
        fixture("statement-readme-missing",
            CASE + "/statement/README.md: error: is missing (README.md is the entry file of statement/)"),
        fixture("rubric-readme-missing",
            CASE + "/rubric/README.md: error: is missing (README.md is the entry file of rubric/)"),
        fixture("statement-is-file",
            CASE + "/statement: error: is a file where a folder should be "
                + "(statement/ with a README.md holding the public task statement)"),
        fixture("readme-is-folder",
            CASE + "/rubric/README.md: error: is a folder where a file should be (a Markdown file)"),
        fixture("packages-missing",
            "packages: error: is missing (a benchmark repository holds packages/<benchmark-id>/)"),
        fixture("packages-empty",
            "packages: error: is empty (one folder per benchmark, such as packages/my-benchmark-test/)"),
        fixture("packages-is-file",
            "packages: error: is a file where a folder should be (packages/<benchmark-id>/ folders)"),
        fixture("benchmark-is-file",
            "packages/notes.txt: error: is a file where a benchmark folder should be "
                + "(packages/ holds one folder per benchmark, with a benchmark_config.toml)"),
        fixture("benchmark-no-config",
            "packages/demo-test: error: has no benchmark_config.toml (every benchmark folder has a "
                + "benchmark_config.toml with id, title, description, version, last_update, status and [author])"),
        fixture("benchmark-no-cases",
            "packages/demo-test: error: benchmark has no case folders "
                + "(one folder per case, such as CASE-001-first-task/)"),
        fixture("symlink-outside",
            CASE + "/statement/hostname.txt: error: symbolic link points outside the repository, to /etc/hostname "
                + LINK_HINT),
        fixture("symlink-loop",
            CASE + "/statement/sub/up: error: symbolic link leads back to a folder that holds it, " + CASE
                + "/statement/ (a link to a file, or to a folder beside it: copying the folder would follow the link "
                + "forever)"),
        fixture("symlink-broken",
            CASE + "/statement/data.csv: error: symbolic link is broken (it points to a path that does not exist) "
                + LINK_HINT),
        fixture("case-symlink-outside",
            "packages/demo-test/CASE-002-elsewhere: error: symbolic link points outside the repository, to /etc "
                + LINK_HINT),
        fixture("train-alone",
            "packages/other-train: warning: train benchmark has no test partner 'other-test'; it is skipped "
                + "(add packages/other-test/ to evaluate what is learned on it)"),
        fixture("stem-claimed-twice",
            "packages/demo-test: error: benchmarks demo and demo-test both form sub-benchmark 'demo' "
                + "(rename one: 'demo-test' is the test set of sub-benchmark 'demo')"),
        fixture("grader-kind-invalid",
            CASE + "/rubric/grader.toml:1: error: 'kind' is \"llm\" (\"command\", \"json-match\" or \"judge\")"),
        fixture("grader-command-empty",
            CASE + "/rubric/grader.toml:2: error: 'command' is an empty array "
                + "(an array of strings, such as [\"bash\", \"eval/eval.sh\", \"{answer}\"])"),
        fixture("grader-reference-missing",
            CASE + "/rubric/grader.toml:2: error: 'reference' file rubric/reference/answer.json does not exist "
                + "(the path of the reference answer inside rubric/)"),
        fixture("grader-answer-empty",
            CASE + "/rubric/grader.toml:3: error: 'answer' is empty (the file of the answer folder that is graded, "
                + "such as \"answer.json\" (only a judge reads the whole folder))"),
        fixture("grader-judge-unused-keys",
            CASE + "/rubric/grader.toml:2: warning: 'command' is not used by a judge grader (the judge and its time "
                + "limit come from floe run --judge-config) (kind = \"judge\" with an optional 'answer')",
            CASE + "/rubric/grader.toml:3: warning: 'timeout' is not used by a judge grader (the judge and its time "
                + "limit come from floe run --judge-config) (kind = \"judge\" with an optional 'answer')"),
        fixture("environment-invalid",
            "data/demo/environment.toml: error: missing required key 'port_env' (add port_env = \"TASK_ENV_PORT\")",
            "data/demo/environment.toml:1: error: 'command' is a string (\"python3 server.py\") "
                + "(an array of strings, such as [\"python3\", \"env/server.py\"])",
            "data/demo/environment.toml:2: error: 'health' \"health\" is not a path (a path such as \"/health\")"),
        fixture("data-orphan",
            "data/unrelated: warning: data folder belongs to no benchmark in packages/ "
                + "(data/<benchmark-id>/ or data/<sub-benchmark-id>/ named after a benchmark of packages/)"));
  }

  private static Arguments fixture(String name, String... expected) {
    return Arguments.of(name, List.of(expected));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void reportsExactlyTheProblem(String name, List<String> expected) {
    Validation validation = RepositoryReader.read(CORPUS.resolve(name));
    List<String> reported = validation.problems().stream().map(p -> p.render("")).toList();
    assertEquals(expected, reported);
    boolean anyError = expected.stream().anyMatch(line -> line.contains(": error: "));
    assertEquals(!anyError, validation.ok(), "ok() follows the errors");
    assertEquals(!anyError, validation.repository().isPresent(), "a repository with errors is not handed out");
  }

  @Test
  void corpusCoversEveryFixtureFolder() throws Exception {
    try (Stream<Path> folders = Files.list(CORPUS)) {
      List<String> names = folders.map(p -> p.getFileName().toString()).filter(n -> !n.equals("good")).sorted().toList();
      List<String> tested = corpus().map(a -> (String) a.get()[0]).sorted().toList();
      assertEquals(names, tested, "every malformed repository has its expected problems written down");
      assertTrue(names.size() >= 30, "at least 30 malformed repositories");
    }
  }
}
