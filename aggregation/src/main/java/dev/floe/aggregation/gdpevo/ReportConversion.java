package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.aggregation.evaluation.AccAtK;
import dev.floe.aggregation.evaluation.Agent;
import dev.floe.aggregation.evaluation.CaseResult;
import dev.floe.aggregation.evaluation.Discrepancy;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.Id;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Protocol;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.evaluation.RunRecord;
import dev.floe.aggregation.evaluation.RunStatus;
import dev.floe.aggregation.evaluation.Usage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Turns a parsed report into an evaluation: config, one run record per attempt, and results that
 * carry the report's stored aggregates (GDPevo's published numbers come from those), with every value
 * the attempts recompute differently by more than {@link Discrepancy#TOLERANCE} listed.
 */
final class ReportConversion {
  private ReportConversion() {}

  static ImportedEvaluation convert(java.nio.file.Path file, GdpevoReport report, JsonNode runConfig, String runName,
      String source,
      SubBenchmarkNaming naming, Instant created) {
    Agent agent = AgentIdentity.of(report, runConfig);
    String sub = naming.subBenchmark(report);
    String id = Id.slug(runName != null ? runName : agent.name() + " " + agent.model()
        + (agent.thinkingLevel() == null ? "" : " " + agent.thinkingLevel())) + "-" + sub;

    List<String> modes = new ArrayList<>();
    report.conditions().keySet().forEach(c -> modes.add(modeId(c)));
    // k is what most tasks have, so the message names the task that differs, not whichever came first.
    Map<Integer, Long> sizes = report.conditions().values().stream().flatMap(c -> c.tasks().values().stream())
        .collect(Collectors.groupingBy(t -> t.scores().size(), Collectors.counting()));
    int k = sizes.entrySet().stream().max(Map.Entry.<Integer, Long>comparingByValue()
        .thenComparing(Map.Entry.comparingByKey())).orElseThrow().getKey();

    Map<String, Object> sourceTable = new LinkedHashMap<>();
    sourceTable.put("kind", "gdpevo-report");
    sourceTable.put("file", source);
    sourceTable.put("task_group_id", report.taskGroupId());
    sourceTable.put("scenario_id", report.scenarioId());
    sourceTable.put("model", report.model());
    EvaluationConfig config = new EvaluationConfig(id, sub, sub + "-train", sub + "-test", created, null, null,
        agent, new Protocol(modes, k, null, null), Map.of("source", sourceTable));

    ObjectNode imported = Json.object();
    ObjectNode note = imported.putObject("imported");
    note.put("from", source);
    note.put("usage", "the case means of the report: GDPevo reports do not keep per-attempt usage");
    List<RunRecord> runs = new ArrayList<>();
    Map<String, ModeResult> modeResults = new LinkedHashMap<>();
    List<Discrepancy> discrepancies = new ArrayList<>();
    boolean codex = "codex".equalsIgnoreCase(agent.name());

    // A task is the same case in every condition: its id is numbered over every task of the report, so a condition
    // that lacks one does not shift the others' ids.
    Map<String, String> caseIds = new LinkedHashMap<>();
    report.conditions().values().stream().flatMap(c -> c.tasks().keySet().stream()).sorted().distinct()
        .forEach(task -> caseIds.put(task, String.format("CASE-%03d-%s", caseIds.size() + 1, Id.slug(task))));
    boolean allComplete = true;
    for (Map.Entry<String, GdpevoReport.Condition> c : report.conditions().entrySet()) {
      String mode = modeId(c.getKey());
      GdpevoReport.Condition condition = c.getValue();
      Map<String, CaseResult> cases = new LinkedHashMap<>();
      List<Double> recomputedAccs = new ArrayList<>();
      List<Double> recomputedStds = new ArrayList<>();
      for (Map.Entry<String, GdpevoReport.Task> t : condition.tasks().entrySet()) {
        String caseId = caseIds.get(t.getKey());
        GdpevoReport.Task task = t.getValue();
        String where = "conditions." + c.getKey() + ".tasks." + t.getKey();
        if (task.scores().size() != k) {
          throw new IllegalArgumentException(where + ".scores: " + task.scores().size() + " scores, but other tasks have "
              + k);
        }
        Map<String, Double> figures = withCost(task.efficiency(), codex);
        Usage usage = Usage.of(usageFigures(figures));
        for (int a = 0; a < k; a++) {
          runs.add(new RunRecord(id, mode, caseId, a + 1, RunStatus.OK, task.scores().get(a), null, null, 1, null,
              null, null, usage, null, imported));
        }
        CaseResult recomputed = AccAtK.caseResult(task.scores(), List.of());
        recomputedAccs.add(recomputed.acc());
        recomputedStds.add(recomputed.std());
        String label = mode + ".cases." + caseId;
        check(discrepancies, label + ".acc", task.acc(), recomputed.acc());
        check(discrepancies, label + ".std", task.std(), recomputed.std());
        cases.put(caseId, new CaseResult(task.scores(), stored(task.acc(), recomputed.acc()),
            stored(task.std(), recomputed.std()), true, figures, null));
      }
      // A task another condition has and this one lacks: its acc would be over fewer cases than the others', so the
      // mode is incomplete and has none, as `floe summarize` says of a case without runs.
      List<String> missing = caseIds.entrySet().stream().filter(e -> !condition.tasks().containsKey(e.getKey()))
          .map(e -> mode + " " + e.getValue() + ": no runs (task " + e.getKey() + " is not in this condition)")
          .toList();
      if (!missing.isEmpty()) {
        allComplete = false;
        modeResults.put(mode, new ModeResult(null, null, false, missing, withCost(condition.efficiency(), codex),
            cases, null));
        continue;
      }
      double accMean = recomputedAccs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      double stdMean = recomputedStds.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      check(discrepancies, mode + ".acc", condition.acc(), accMean);
      check(discrepancies, mode + ".std", condition.std(), stdMean);
      modeResults.put(mode, new ModeResult(stored(condition.acc(), accMean), stored(condition.std(), stdMean), true,
          List.of(), withCost(condition.efficiency(), codex), cases, null));
    }
    ObjectNode resultSource = Json.object();
    resultSource.put("kind", "gdpevo-report");
    resultSource.put("file", source);
    resultSource.put("values", "the report's stored aggregates; see discrepancies for any the attempts disagree with");
    ObjectNode extra = Json.object();
    extra.set("source", resultSource);
    Results results = new Results(id, sub, agent, allComplete, modeResults, discrepancies, extra);
    return new ImportedEvaluation(file, config, runs, results);
  }

  /** GDPevo's condition names are already ids ("reflect-3"); anything else is made one. */
  private static String modeId(String condition) {
    return Id.isValid(condition) ? condition : Id.slug(condition);
  }

  private static Map<String, Double> withCost(Map<String, Double> figures, boolean codex) {
    Map<String, Double> result = new LinkedHashMap<>(figures);
    if (codex && !result.containsKey("cost_usd") && result.containsKey("input_tokens")
        && result.containsKey("cached_input_tokens") && result.containsKey("output_tokens")) {
      result.put("cost_usd", TokenPrices.GPT_5_5.costUsd(result.get("input_tokens"),
          result.get("cached_input_tokens"), result.get("output_tokens")));
    }
    return result;
  }

  /** run.json's usage says {@code turns} where GDPevo says rounds (summarize maps it back). */
  private static Map<String, Double> usageFigures(Map<String, Double> figures) {
    Map<String, Double> usage = new LinkedHashMap<>();
    figures.forEach((name, value) -> usage.put(name.equals("rounds") ? "turns" : name, value));
    return usage;
  }

  private static double stored(Double stored, double recomputed) {
    return stored != null ? stored : recomputed;
  }

  private static void check(List<Discrepancy> found, String where, Double stored, double recomputed) {
    if (stored != null && Math.abs(stored - recomputed) > Discrepancy.TOLERANCE) {
      found.add(new Discrepancy(where, stored, recomputed));
    }
  }
}
