package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;

/**
 * GDPevo's acc@k and std@k (SPEC.md §4): case acc = mean of its k attempt scores, case std = population
 * std of them; mode acc = mean of case accs, mode std = mean of case stds; efficiency = mean over
 * attempts, then over cases. A failed or missing attempt leaves its case and mode without acc and
 * marks them incomplete, with the reason: never a silent 0, never a silent drop.
 */
public final class AccAtK {
  /** usage.json says {@code turns}; GDPevo and the leaderboards say {@code rounds}. */
  static final Map<String, String> FIGURE_NAMES = Map.of("turns", "rounds");
  /**
   * Efficiency figures of the judge are its usage figures under this prefix ({@code judge_input_tokens},
   * {@code judge_cost_usd}), plus {@code judge_std}: the population std of an attempt's judge samples (with 2 or more).
   */
  public static final String JUDGE_PREFIX = "judge_";

  private AccAtK() {}

  /** The results of an evaluation from its run records, with cases as found in the runs. */
  public static Results of(EvaluationConfig config, Collection<RunRecord> runs) {
    return of(config, runs, List.of());
  }

  /**
   * The results of an evaluation from its run records.
   *
   * @param expectedCases the test cases every mode must have; empty = every case seen in any mode
   */
  public static Results of(EvaluationConfig config, Collection<RunRecord> runs, List<String> expectedCases) {
    int k = config.protocol().attempts();
    Map<String, Map<String, RunRecord[]>> byMode = new LinkedHashMap<>();
    config.protocol().modes().forEach(m -> byMode.put(m, new TreeMap<>()));
    Set<String> seenCases = new TreeSet<>();
    for (RunRecord run : runs) {
      if (!run.evaluation().equals(config.id())) {
        throw new IllegalArgumentException("run " + where(run) + " belongs to evaluation " + run.evaluation()
            + ", not " + config.id());
      }
      Map<String, RunRecord[]> cases = byMode.get(run.mode());
      if (cases == null) {
        throw new IllegalArgumentException("run " + where(run) + " is in mode " + run.mode()
            + ", which the protocol does not list " + config.protocol().modes());
      }
      if (run.attempt() > k) {
        throw new IllegalArgumentException("run " + where(run) + " is attempt " + run.attempt()
            + " but the protocol has " + k + " attempts");
      }
      RunRecord[] attempts = cases.computeIfAbsent(run.caseId(), c -> new RunRecord[k]);
      if (attempts[run.attempt() - 1] != null) {
        throw new IllegalArgumentException("run " + where(run) + " is recorded twice");
      }
      attempts[run.attempt() - 1] = run;
      seenCases.add(run.caseId());
    }
    Set<String> caseIds = expectedCases.isEmpty() ? seenCases : new LinkedHashSet<>(expectedCases);

    Map<String, ModeResult> modes = new LinkedHashMap<>();
    byMode.forEach((mode, cases) -> modes.put(mode, mode(mode, cases, caseIds, k)));
    boolean complete = modes.values().stream().allMatch(ModeResult::complete);
    return new Results(config.id(), config.subBenchmark(), config.agent(), complete, modes, List.of(), null);
  }

  private static ModeResult mode(String mode, Map<String, RunRecord[]> cases, Set<String> caseIds, int k) {
    List<String> reasons = new ArrayList<>();
    if (cases.isEmpty()) {
      reasons.add(mode + ": no runs");
    }
    Map<String, CaseResult> results = new LinkedHashMap<>();
    for (String caseId : caseIds) {
      RunRecord[] attempts = cases.getOrDefault(caseId, new RunRecord[k]);
      if (!cases.isEmpty() && !cases.containsKey(caseId)) {
        reasons.add(mode + " " + caseId + ": no runs");
      }
      results.put(caseId, caseResult(attempts, cases.isEmpty() || !cases.containsKey(caseId) ? null : reasons,
          mode + " " + caseId));
    }
    for (String extraCase : cases.keySet()) {
      if (!caseIds.contains(extraCase)) {
        reasons.add(mode + " " + extraCase + ": not a case of this evaluation");
      }
    }
    boolean complete = reasons.isEmpty() && !results.isEmpty()
        && results.values().stream().allMatch(CaseResult::complete);
    Double acc = null;
    Double std = null;
    if (complete) {
      acc = fraction(StatUtils.mean(results.values().stream().mapToDouble(CaseResult::acc).toArray()));
      std = fraction(StatUtils.mean(results.values().stream().mapToDouble(CaseResult::std).toArray()));
    }
    List<Map<String, Double>> caseFigures = new ArrayList<>();
    results.values().forEach(c -> caseFigures.add(c.efficiency()));
    return new ModeResult(acc, std, complete, reasons, meanOfCommonFigures(caseFigures), results, null);
  }

  /** Scores and figures of one case; reasons for missing attempts go to {@code reasons} when given. */
  private static CaseResult caseResult(RunRecord[] attempts, List<String> reasons, String label) {
    List<Double> scores = new ArrayList<>();
    List<Map<String, Double>> figures = new ArrayList<>();
    boolean allRecorded = true;
    for (int i = 0; i < attempts.length; i++) {
      RunRecord run = attempts[i];
      if (run == null) {
        allRecorded = false;
        scores.add(null);
        if (reasons != null) {
          reasons.add(label + " attempt " + (i + 1) + ": no run record");
        }
        continue;
      }
      scores.add(run.score());
      figures.add(figures(run));
      if (!run.isOk() && reasons != null) {
        reasons.add(label + " attempt " + (i + 1) + ": failed (" + run.failure().jsonName()
            + (run.detail() == null ? "" : ": " + run.detail()) + ")");
      }
    }
    return caseResult(scores, allRecorded ? figures : List.of());
  }

  /**
   * acc@k and std@k of one case from its attempt scores ({@code null} = no score).
   *
   * @param attemptFigures the efficiency figures of each attempt; a figure is kept only when all have it
   */
  public static CaseResult caseResult(List<Double> scores, List<Map<String, Double>> attemptFigures) {
    boolean complete = !scores.isEmpty() && scores.stream().allMatch(s -> s != null);
    Double acc = null;
    Double std = null;
    if (complete) {
      double[] values = scores.stream().mapToDouble(Double::doubleValue).toArray();
      acc = fraction(StatUtils.mean(values));
      std = fraction(new StandardDeviation(false).evaluate(values));
    }
    return new CaseResult(scores, acc, std, complete, meanOfCommonFigures(attemptFigures), null);
  }

  /** The mean of every figure that all the given maps have; a figure some lack is left out, not averaged over fewer. */
  static Map<String, Double> meanOfCommonFigures(List<Map<String, Double>> all) {
    Map<String, Double> means = new LinkedHashMap<>();
    if (all.isEmpty()) {
      return means;
    }
    for (String name : all.get(0).keySet()) {
      if (all.stream().allMatch(m -> m.containsKey(name))) {
        means.put(name, StatUtils.mean(all.stream().mapToDouble(m -> m.get(name)).toArray()));
      }
    }
    return means;
  }

  private static Map<String, Double> figures(RunRecord run) {
    Map<String, Double> figures = new LinkedHashMap<>();
    run.usage().figures().forEach((name, value) -> figures.put(FIGURE_NAMES.getOrDefault(name, name), value));
    // The agent's own time when the record has it; records of Floe before agent_ms have only the attempt's.
    JsonNode agentMs = run.extra().get(RunRecord.AGENT_MS);
    if (agentMs != null && agentMs.isNumber()) {
      figures.putIfAbsent("seconds", agentMs.asDouble() / 1000.0);
    } else if (run.durationMs() != null) {
      figures.putIfAbsent("seconds", run.durationMs() / 1000.0);
    }
    if (run.judge() != null) {
      // The judge's cost is the evaluator's, not the agent's: its own figures, never added to the agent's.
      run.judge().usage().figures().forEach((name, value) -> figures.put(JUDGE_PREFIX + name, value));
      if (run.judge().samples().size() > 1) {
        run.judge().spread().ifPresent(spread -> figures.put(JUDGE_PREFIX + "std", spread.std()));
      }
    }
    return figures;
  }

  /** Means of fractions are fractions; this only removes a last-bit overshoot that would fail validation. */
  private static double fraction(double value) {
    return Math.min(1.0, Math.max(0.0, value));
  }

  private static String where(RunRecord run) {
    return run.mode() + "/" + run.caseId() + "/attempt " + run.attempt();
  }
}
