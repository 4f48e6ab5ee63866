package dev.floe.aggregation.gdpevo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.evaluation.CaseResult;
import dev.floe.aggregation.evaluation.Discrepancy;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.evaluation.RunRecord;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/** GDPevo's released reports become evaluation folders that carry exactly the report's numbers. */
class GdpevoReportImportTest {
  private static final Path EXPERIMENTS = Fixtures.RESOURCES.resolve("gdpevo/experiments");
  private static final Instant CREATED = Instant.parse("2026-11-01T00:00:00Z");

  @TempDir Path out;

  @Test
  void theThreeExampleReportsImportWithEveryNumberAsInTheYaml() throws Exception {
    List<ImportedEvaluation> imported = GdpevoReportImport.read(EXPERIMENTS, SubBenchmarkNaming.TASK_GROUP, CREATED);
    List<Path> folders = GdpevoReportImport.write(imported, out, false);
    assertEquals(3, folders.size());
    int checked = 0;
    for (Path report : GdpevoReportImport.findReports(EXPERIMENTS)) {
      checked += checkAgainstYaml(report, folders);
    }
    // 3 reports × 4 modes × (5 tasks × (3 scores + 3 run records + acc + std + figures) + mode figures)
    assertTrue(checked > 1000, "numbers checked: " + checked);
  }

  @Test
  void agentComesFromTheReportText() {
    Map<String, EvaluationConfig> configs = new java.util.TreeMap<>();
    GdpevoReportImport.read(EXPERIMENTS, SubBenchmarkNaming.TASK_GROUP, CREATED)
        .forEach(e -> configs.put(e.config().id(), e.config()));
    assertEquals(List.of("claude-code-opus-4-8-xhigh-gdpevo-task-group-002", "codex-gpt5-5-xhigh-gdpevo-task-group-001",
        "panofy-claude-opus-4-6-high-gdpevo-task-group-003"), List.copyOf(configs.keySet()));
    EvaluationConfig codex = configs.get("codex-gpt5-5-xhigh-gdpevo-task-group-001");
    assertEquals("codex", codex.agent().name());
    assertEquals("gpt-5.5", codex.agent().model());
    assertEquals("xhigh", codex.agent().thinkingLevel());
    assertEquals("gdpevo-task-group-001", codex.subBenchmark());
    assertEquals("gdpevo-task-group-001-test", codex.testBenchmark());
    assertEquals(List.of("base", "fewshot", "self", "reflect-3"), codex.protocol().modes());
    assertEquals(3, codex.protocol().attempts());
    EvaluationConfig panofy = configs.get("panofy-claude-opus-4-6-high-gdpevo-task-group-003");
    assertEquals("Claude Opus 4.6", panofy.agent().model());
    assertEquals("high", panofy.agent().thinkingLevel());
  }

  @Test
  void scenarioNaming() {
    List<ImportedEvaluation> imported = GdpevoReportImport.read(EXPERIMENTS, SubBenchmarkNaming.SCENARIO, CREATED);
    assertTrue(imported.stream().anyMatch(e -> e.config().subBenchmark().equals("gdpevo-crm-marketing-lead-capture")));
  }

  @Test
  void anchorsAliasesAndMergeKeysWorkAndDiscrepanciesAreListed() throws Exception {
    Path anchors = Fixtures.RESOURCES.resolve("gdpevo/anchors");
    ImportedEvaluation e = GdpevoReportImport.read(anchors, SubBenchmarkNaming.TASK_GROUP, CREATED).get(0);
    // config.yaml names the model and level; it wins over the report's "GLM-5.2 (max)" text
    assertEquals("glm-5.2", e.config().agent().model());
    assertEquals("max", e.config().agent().thinkingLevel());
    ModeResult base = e.results().modes().get("base");
    assertEquals(List.of(0.5, 0.5, 0.5), base.cases().get("CASE-002-test-002").scores(), "alias of a sequence");
    assertEquals(0.25, base.cases().get("CASE-002-test-002").efficiency().get("cost_usd"), "merge key");
    ModeResult self = e.results().modes().get("self");
    assertEquals(0.5, self.cases().get("CASE-001-test-001").efficiency().get("cost_usd"), "key after << wins");
    assertEquals(30000.0, self.efficiency().get("cache_read_tokens"), "merged into the mode's efficiency");
    assertEquals(8.0, self.efficiency().get("rounds"));

    assertEquals(List.of(new Discrepancy("self.cases.CASE-002-test-002.acc", 0.55, 0.5)), e.discrepancies());
    assertEquals(0.55, self.cases().get("CASE-002-test-002").acc(), "the stored value is kept");

    GdpevoReportImport.write(List.of(e), out, false);
    Results written = EvaluationFolder.at(out.resolve("evaluations").resolve(e.config().id())).readResults()
        .orElseThrow();
    assertEquals(e.discrepancies(), written.discrepancies());
  }

  @Test
  void existingFolderIsRefusedBeforeAnythingIsWritten() throws Exception {
    List<ImportedEvaluation> imported = GdpevoReportImport.read(EXPERIMENTS, SubBenchmarkNaming.TASK_GROUP, CREATED);
    Path existing = out.resolve("evaluations").resolve(imported.get(1).config().id());
    Files.createDirectories(existing);
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoReportImport.write(imported, out, false));
    assertTrue(e.getMessage().contains("already exists"), e.getMessage());
    try (var list = Files.list(out.resolve("evaluations"))) {
      assertEquals(1, list.count(), "nothing written");
    }
    GdpevoReportImport.write(imported, out, true);
    assertTrue(Files.exists(existing.resolve("results.json")));
  }

  @Test
  void badReportNamesFileAndPlace(@TempDir Path in) throws Exception {
    Path report = report(in, "  base:\n    overall_acc_at_3: 0.5\n    overall_std_at_3: 0.0\n    tasks:\n"
        + "      test_001:\n        scores: [0.5, 1.5, 0.5]\n");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoReportImport.read(in, SubBenchmarkNaming.TASK_GROUP, CREATED));
    assertEquals(report + ": conditions.base.tasks.test_001.scores[1]: 1.5 is outside [0, 1]", e.getMessage());

    Files.writeString(report, "task_group_id: [unclosed\n");
    e = assertThrows(FileProblemException.class, () -> GdpevoReportImport.read(in, SubBenchmarkNaming.TASK_GROUP,
        CREATED));
    assertTrue(e.getMessage().startsWith(report + ": line 2, column 1: not valid YAML"), e.getMessage());
  }

  @Test
  void aConditionLackingATaskIsImportedIncompleteAndNoCaseIdShifts(@TempDir Path in) throws Exception {
    // self has no test_001: its acc over test_002 alone is not comparable with base's over both.
    report(in, "  base:\n    overall_acc_at_3: 0.5\n    overall_std_at_3: 0.0\n    tasks:\n"
        + "      test_001:\n        scores: [0.5, 0.5, 0.5]\n      test_002:\n        scores: [0.5, 0.5, 0.5]\n"
        + "  self:\n    overall_acc_at_3: 1.0\n    overall_std_at_3: 0.0\n    tasks:\n"
        + "      test_002:\n        scores: [1.0, 1.0, 1.0]\n");
    ImportedEvaluation e = GdpevoReportImport.read(in, SubBenchmarkNaming.TASK_GROUP, CREATED).get(0);

    assertFalse(e.results().complete());
    ModeResult self = e.results().modes().get("self");
    assertFalse(self.complete());
    assertEquals(null, self.acc());
    assertEquals(List.of("self CASE-001-test-001: no runs (task test_001 is not in this condition)"),
        self.incomplete());
    assertEquals(List.of("CASE-002-test-002"), List.copyOf(self.cases().keySet()), "the same id as in base");
    assertTrue(e.results().modes().get("base").complete());
    assertEquals(0.5, e.results().modes().get("base").acc());
  }

  @Test
  void theTaskWithTheOddNumberOfScoresIsTheOneNamed(@TempDir Path in) throws Exception {
    Path report = report(in, "  base:\n    overall_acc_at_3: 0.5\n    overall_std_at_3: 0.0\n    tasks:\n"
        + "      test_001:\n        scores: [0.5, 0.5]\n      test_002:\n        scores: [0.5, 0.5, 0.5]\n"
        + "      test_003:\n        scores: [0.5, 0.5, 0.5]\n");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoReportImport.read(in, SubBenchmarkNaming.TASK_GROUP, CREATED));
    assertEquals(report + ": conditions.base.tasks.test_001.scores: 2 scores, but other tasks have 3", e.getMessage());
  }

  /** A report of Codex on task group 9 under {@code in}, with the YAML of its conditions as given. */
  private static Path report(Path in, String conditions) throws Exception {
    Path report = in.resolve("run/reports/task_group_009.yaml");
    Files.createDirectories(report.getParent());
    Files.writeString(report, "task_group_id: task_group_009\nharness: codex\nmodel: gpt-5.5, xhigh\n"
        + "conditions:\n" + conditions);
    return report;
  }

  /** Walks the YAML with SnakeYAML's plain maps and compares each number with what was written. */
  @SuppressWarnings("unchecked")
  private static int checkAgainstYaml(Path report, List<Path> folders) throws Exception {
    Map<String, Object> yaml = new Yaml().load(Files.readString(report));
    String group = (String) yaml.get("task_group_id");
    Path folder = folders.stream().filter(f -> f.getFileName().toString().endsWith(group.replace('_', '-')))
        .findFirst().orElseThrow();
    EvaluationFolder evaluation = EvaluationFolder.at(folder);
    Results results = evaluation.readResults().orElseThrow();
    boolean codex = "codex".equals(yaml.get("harness"));
    int checked = 0;
    Map<String, Object> conditions = (Map<String, Object>) yaml.get("conditions");
    for (Map.Entry<String, Object> c : conditions.entrySet()) {
      Map<String, Object> condition = (Map<String, Object>) c.getValue();
      ModeResult mode = results.modes().get(c.getKey());
      assertNotNull(mode, c.getKey());
      assertTrue(mode.complete());
      assertEquals(number(condition.get("overall_acc_at_3")), mode.acc(), 0.0, c.getKey() + " acc");
      assertEquals(number(condition.get("overall_std_at_3")), mode.std(), 0.0, c.getKey() + " std");
      checked += 2 + checkFigures((Map<String, Object>) condition.get("efficiency"), mode.efficiency(), codex,
          c.getKey());
      Map<String, Object> tasks = (Map<String, Object>) condition.get("tasks");
      int ordinal = 0;
      for (Map.Entry<String, Object> t : tasks.entrySet()) {
        ordinal++;
        Map<String, Object> task = (Map<String, Object>) t.getValue();
        String caseId = String.format("CASE-%03d-%s", ordinal, t.getKey().replace('_', '-'));
        CaseResult result = mode.cases().get(caseId);
        List<Double> scores = new ArrayList<>();
        ((List<Object>) task.get("scores")).forEach(s -> scores.add(number(s)));
        assertEquals(scores, result.scores(), caseId);
        assertEquals(number(task.get("acc_at_3")), result.acc(), 0.0, caseId + " acc");
        assertEquals(number(task.get("std_at_3")), result.std(), 0.0, caseId + " std");
        for (int a = 1; a <= scores.size(); a++) {
          RunRecord run = evaluation.readRun(c.getKey(), caseId, a).orElseThrow();
          assertEquals(scores.get(a - 1), run.score(), caseId + " attempt " + a);
          assertEquals(number(task.get("tool_calls_avg_3")), run.usage().figures().get("tool_calls"));
          assertEquals(number(task.get("rounds_avg_3")), run.usage().figures().get("turns"));
        }
        checked += scores.size() * 4 + 2 + checkFigures(task, result.efficiency(), codex, caseId);
      }
    }
    assertEquals(List.of(), results.discrepancies(), "the example reports agree with their attempts to 1e-4");
    return checked;
  }

  private static int checkFigures(Map<String, Object> yaml, Map<String, Double> figures, boolean codex,
      String where) {
    int checked = 0;
    for (Map.Entry<String, Object> e : yaml.entrySet()) {
      if (e.getKey().endsWith("_avg_3")) {
        String name = e.getKey().substring(0, e.getKey().length() - "_avg_3".length());
        assertEquals(number(e.getValue()), figures.get(name), 0.0, where + " " + name);
        checked++;
      }
    }
    if (codex) {
      // GDPevo's board: ((input − cached) × 5.00 + cached × 0.50 + output × 30.00) / 1e6 USD
      double input = number(yaml.get("input_tokens_avg_3"));
      double cached = number(yaml.get("cached_input_tokens_avg_3"));
      double output = number(yaml.get("output_tokens_avg_3"));
      assertEquals(((input - cached) * 5.00 + cached * 0.50 + output * 30.00) / 1e6, figures.get("cost_usd"), 1e-15);
      checked++;
    } else {
      assertFalse(figures.isEmpty());
    }
    return checked;
  }

  private static double number(Object value) {
    return ((Number) value).doubleValue();
  }
}
