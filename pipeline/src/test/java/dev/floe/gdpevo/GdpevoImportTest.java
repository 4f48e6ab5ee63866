package dev.floe.gdpevo;

import static dev.floe.gdpevo.GdpevoFixture.LEDGER;
import static dev.floe.gdpevo.GdpevoFixture.TASK_GROUPS;
import static dev.floe.gdpevo.GdpevoFixture.WAREHOUSE;
import static dev.floe.gdpevo.GdpevoFixture.files;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.validation.RepositoryReader;
import dev.floe.validation.Validation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomlj.Toml;
import org.tomlj.TomlParseResult;

/** What {@code floe import gdpevo} makes of the fixture: the layout, the contents that matter, and a valid repository. */
class GdpevoImportTest {
  @TempDir static Path shared;
  static Path repo;
  static GdpevoImport.Result result;

  @BeforeAll
  static void convertOnce() throws Exception {
    repo = shared.resolve("repo");
    result = GdpevoFixture.convert(repo);
  }

  @Test
  void everyTaskGroupBecomesATrainAndATestBenchmarkWithACasePerTask() throws Exception {
    assertEquals(List.of(LEDGER + "-test", LEDGER + "-train", WAREHOUSE + "-test", WAREHOUSE + "-train"),
        names(repo.resolve("packages")));
    assertEquals(List.of("CASE-001-train-001", "CASE-002-train-002"), names(repo.resolve("packages/" + WAREHOUSE + "-train")));
    assertEquals(List.of("CASE-001-test-001", "CASE-002-test-002"), names(repo.resolve("packages/" + WAREHOUSE + "-test")));
    assertEquals(List.of(WAREHOUSE), names(repo.resolve("data")));
    assertEquals(List.of(), result.warnings());
    ConvertedGroup warehouse = result.groups().get(0);
    assertEquals("task_group_901", warehouse.taskGroupId());
    assertEquals(Optional.of("data/" + WAREHOUSE + "/"), warehouse.dataFolder());
    assertFalse(warehouse.needsFlask());
    assertEquals(Optional.empty(), result.groups().get(1).dataFolder());
  }

  @Test
  void theConvertedRepositoryPassesTheValidatorWithoutAProblem() {
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of(), validation.problems());
    BenchmarkRepository repository = validation.repository().orElseThrow();
    assertEquals(List.of(LEDGER, WAREHOUSE), repository.subBenchmarks().stream().map(s -> s.id()).sorted().toList());
    Benchmark train = repository.benchmarks().stream().filter(b -> b.id().equals(WAREHOUSE + "-train")).findFirst()
        .orElseThrow();
    assertEquals("GDPevo task group 901 (Operations): warehouse stock reconciliation, train tasks", train.title());
    assertEquals("Prism-Shadow (GDPevo)", train.author().name());
    assertEquals(Optional.of("https://github.com/Prism-Shadow/GDPevo"), train.author().homepage());
    assertEquals(List.of("https://github.com/Prism-Shadow/GDPevo",
        "GDPevo task_groups/task_group_901 (SCN_901_warehouse_stock_reconciliation)"), train.references());
    assertEquals("1.0.0", train.version());
    assertEquals(GdpevoFixture.NOW, train.lastUpdate());
    assertTrue(train.description().contains("task_group_901"), train.description());
    Case first = train.cases().get(0);
    assertEquals("GDPevo task group 901, train_001", first.title());
    assertEquals("You are a stock controller at the Floe fixture depot.", first.description());
    assertTrue(first.budget().timeoutSeconds().isEmpty(), "no budget: floe run --timeout decides");
    GraderSpec grader = first.grader().orElseThrow();
    assertEquals(GraderSpec.Kind.COMMAND, grader.kind());
    assertEquals(List.of("bash", "eval/eval.sh", "{answer}"), grader.command());
    assertEquals("answer.json", grader.answer());
    assertEquals(60, grader.timeoutSeconds());
  }

  @Test
  void theStatementIsThePromptAndThePayloadsAndNothingElse() throws Exception {
    Path task = TASK_GROUPS.resolve("task_group_901/test_tasks/001");
    Path statement = repo.resolve("packages/" + WAREHOUSE + "-test/CASE-001-test-001/statement");
    assertEquals(List.of("README.md", "payloads/answer_template.json", "payloads/count_sheet.csv"), files(statement));
    for (String payload : List.of("answer_template.json", "count_sheet.csv")) {
      assertArrayEquals(Files.readAllBytes(task.resolve("input/payloads").resolve(payload)),
          Files.readAllBytes(statement.resolve("payloads").resolve(payload)));
    }
    String readme = Files.readString(statement.resolve("README.md"));
    assertTrue(readme.endsWith("## Task\n\n" + Files.readString(task.resolve("input/prompt.txt")).strip() + "\n"), readme);
    assertTrue(readme.contains("`<TASK_ENV_BASE_URL>` in the task below is the base URL"), readme);
    assertTrue(readme.contains("`FLOE_ENV_BASE_URL`"), readme);
    assertTrue(readme.contains("Write your answer as JSON to `answer.json` in your answer folder (`FLOE_ANSWER_DIR`), "
        + "shaped like `payloads/answer_template.json`"), readme);

    String fixedUrl = Files.readString(repo.resolve("packages/" + WAREHOUSE + "-train/CASE-002-train-002/statement/README.md"));
    assertTrue(fixedUrl.contains("The address `http://127.0.0.1:9901` below is where GDPevo's own harness ran it"), fixedUrl);
    String noEnvironment = Files.readString(repo.resolve("packages/" + LEDGER + "-test/CASE-001-test-001/statement/README.md"));
    assertFalse(noEnvironment.contains("FLOE_ENV_BASE_URL"), noEnvironment);
  }

  @Test
  void theRubricKeepsTheGraderBesideItsReferenceWithNotesAndAReferenceForFewshot() throws Exception {
    Path task = TASK_GROUPS.resolve("task_group_901/test_tasks/001");
    Path rubric = repo.resolve("packages/" + WAREHOUSE + "-test/CASE-001-test-001/rubric");
    assertEquals(List.of("README.md", "eval/eval.py", "eval/eval.sh", "grader.toml", "notes.md", "output/answer.json",
        "reference/answer.json"), files(rubric));
    assertArrayEquals(Files.readAllBytes(task.resolve("output/answer.json")), Files.readAllBytes(rubric.resolve("reference/answer.json")));
    assertArrayEquals(Files.readAllBytes(task.resolve("output/answer.json")), Files.readAllBytes(rubric.resolve("output/answer.json")));
    assertArrayEquals(Files.readAllBytes(task.resolve("notes/notes.md")), Files.readAllBytes(rubric.resolve("notes.md")));
    assertTrue(Files.isExecutable(rubric.resolve("eval/eval.sh")), "a grader stays executable");
    String readme = Files.readString(rubric.resolve("README.md"));
    assertTrue(readme.contains("| 3 | Only differing SKUs appear, with counted minus system quantity. | 1 |"), readme);
  }

  @Test
  void aGraderThatReadsItsGroupRootGetsTheGroupTreeInsideItsRubric() throws Exception {
    Path rubric = repo.resolve("packages/" + LEDGER + "-test/CASE-001-test-001/rubric");
    assertEquals(List.of("README.md", "grader.toml", "notes.md", "reference/answer.json", "task_group/eval_common.py",
        "task_group/test_tasks/001/eval/config.json", "task_group/test_tasks/001/eval/eval.sh",
        "task_group/test_tasks/001/output/answer.json"), files(rubric));
    TomlParseResult grader = Toml.parse(rubric.resolve("grader.toml"));
    assertEquals(List.of("bash", "task_group/test_tasks/001/eval/eval.sh", "{answer}"), grader.getArray("command").toList());
    // eval.sh reads ${SCRIPT_DIR}/../../../eval_common.py: that is task_group/eval_common.py here.
    Path evalDir = rubric.resolve("task_group/test_tasks/001/eval");
    assertTrue(Files.isRegularFile(evalDir.resolve("../../../eval_common.py").normalize()));
    // train_001's manifest entry does not list eval_common.py; its eval.sh names it, which is enough.
    assertTrue(Files.isRegularFile(repo.resolve("packages/" + LEDGER + "-train/CASE-001-train-001/rubric/task_group/"
        + "eval_common.py")));
  }

  @Test
  void theEnvironmentGoesToTheDataFolderWithItsEnvironmentToml() throws Exception {
    Path data = repo.resolve("data/" + WAREHOUSE);
    Path env = TASK_GROUPS.resolve("task_group_901/env");
    assertEquals(files(env), files(data.resolve("env")));
    assertTrue(Files.isExecutable(data.resolve("env/server.py")));
    TomlParseResult toml = Toml.parse(data.resolve("environment.toml"));
    assertEquals(List.of(), toml.errors());
    assertEquals(List.of("python3", "env/server.py"), toml.getArray("command").toList());
    assertEquals("TASK_ENV_PORT", toml.getString("port_env"));
    assertEquals("/health", toml.getString("health"));
    assertEquals(false, toml.getBoolean("mutable"));
    assertEquals("127.0.0.1", toml.getString("env.TASK_ENV_BIND"));
    assertEquals("0", toml.getString("env.TASK_ENV_ENABLE_JUDGE"));
    assertEquals(null, toml.get("env.TASK_GROUP_ROOT"));
    assertTrue(Files.readString(data.resolve("README.md")).contains("Never give `env/` to an agent"));
  }

  @Test
  void noStatementHoldsAnythingOfARubricOrAnEnvironment() throws Exception {
    assertEquals(List.of(), StatementLeakCheck.find(repo, java.util.Set.of()));
    try (var walk = Files.walk(repo.resolve("packages"))) {
      assertEquals(List.of(), walk.filter(p -> p.toString().contains("/statement/"))
          .filter(p -> List.of("eval", "output", "notes", "env", "reference", "task_group", "grader.toml", "notes.md")
              .contains(p.getFileName().toString()))
          .toList());
    }
  }

  /** The folders in {@code folder}, by name. */
  private static List<String> names(Path folder) throws Exception {
    try (var entries = Files.list(folder)) {
      return entries.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
