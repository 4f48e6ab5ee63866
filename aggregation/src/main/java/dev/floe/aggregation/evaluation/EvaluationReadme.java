package dev.floe.aggregation.evaluation;

import dev.floe.aggregation.render.CellFormat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The README.md of an evaluation folder: results.json for people, percentages rounded as SPEC.md says, every case
 * and score linked to its runs.
 */
final class EvaluationReadme {
  private EvaluationReadme() {}

  static String of(EvaluationConfig config, Results results) {
    StringBuilder md = new StringBuilder();
    md.append("# Evaluation ").append(results.evaluation()).append("\n\n");
    Agent agent = results.agent();
    md.append("- Sub-benchmark: `").append(results.subBenchmark()).append("`");
    if (config.testBenchmark() != null) {
      md.append(" (test `").append(config.testBenchmark()).append('`');
      if (config.trainBenchmark() != null) {
        md.append(", train `").append(config.trainBenchmark()).append('`');
      }
      md.append(')');
    }
    md.append("\n- Agent: ").append(agent.name());
    appendIf(md, ", model ", agent.model());
    appendIf(md, ", thinking level ", agent.thinkingLevel());
    appendIf(md, ", version ", agent.version());
    md.append("\n- Protocol: modes ").append(String.join(", ", config.protocol().modes()))
        .append("; acc@").append(config.protocol().attempts()).append(" and population std@")
        .append(config.protocol().attempts()).append(" over ").append(config.protocol().attempts())
        .append(" attempts per case\n");
    JudgeProtocol judge = config.judge();
    if (judge != null) {
      md.append("- Judge (grades the cases without a machine grader): ").append(judge.name());
      appendIf(md, ", model ", judge.model());
      md.append(" (").append(judge.kind()).append("), ").append(judge.samples())
          .append(judge.samples() == 1 ? " sample" : " samples")
          .append(" per answer, scored by their mean; its usage is in the `").append(AccAtK.JUDGE_PREFIX)
          .append("` figures, apart from the agent's\n");
    }
    md.append("- Complete: ").append(results.complete() ? "yes" : "**no** (see below)").append("\n\n");

    Set<String> figures = new LinkedHashSet<>();
    results.modes().values().forEach(m -> figures.addAll(m.efficiency().keySet()));
    md.append("| mode | acc | ± std | complete |");
    figures.forEach(f -> md.append(' ').append(f.replace('_', ' ')).append(" |"));
    md.append("\n| --- | ---: | ---: | --- |");
    figures.forEach(f -> md.append(" ---: |"));
    md.append('\n');
    results.modes().forEach((name, mode) -> {
      md.append("| ").append(name).append(" | ").append(percent(mode.acc())).append(" | ")
          .append(percent(mode.std())).append(" | ").append(mode.complete() ? "yes" : "no").append(" |");
      figures.forEach(f -> md.append(' ').append(number(mode.efficiency().get(f))).append(" |"));
      md.append('\n');
    });

    List<String> reasons = new ArrayList<>();
    results.modes().values().forEach(m -> reasons.addAll(m.incomplete()));
    if (!reasons.isEmpty()) {
      md.append("\n## Incomplete\n\n");
      reasons.forEach(r -> md.append("- ").append(r).append('\n'));
    }
    if (!results.discrepancies().isEmpty()) {
      md.append("\n## Discrepancies\n\nStored values that differ from the attempts by more than ")
          .append(Discrepancy.TOLERANCE).append(":\n\n");
      results.discrepancies().forEach(d -> md.append("- `").append(d.where()).append("`: stored ")
          .append(d.stored()).append(", recomputed ").append(d.recomputed()).append('\n'));
    }
    md.append("\nEach case links its runs (`runs/<mode>/<case>/`), and each score its attempt's folder: the answer, "
        + "`run.json`, `agent.log` and `grader.log`.\n");
    results.modes().forEach((name, mode) -> {
      md.append("\n## ").append(name).append("\n\n| case | scores | acc | ± std |\n| --- | --- | ---: | ---: |\n");
      for (Map.Entry<String, CaseResult> c : mode.cases().entrySet()) {
        String runs = "runs/" + name + "/" + c.getKey() + "/";
        List<String> scores = new ArrayList<>();
        List<Double> values = c.getValue().scores();
        for (int i = 0; i < values.size(); i++) {
          Double s = values.get(i);
          // A score exists only where a run.json does, so its link never points at nothing.
          scores.add(s == null ? CellFormat.MISSING
              : "[" + CellFormat.fixed(s, 4) + "](" + runs + EvaluationFolder.attemptName(i + 1) + "/" + ")");
        }
        md.append("| [").append(c.getKey()).append("](").append(runs).append(") | ").append(String.join(", ", scores))
            .append(" | ").append(percent(c.getValue().acc())).append(" | ").append(percent(c.getValue().std()))
            .append(" |\n");
      }
    });
    return md.toString();
  }

  private static void appendIf(StringBuilder md, String label, String value) {
    if (value != null) {
      md.append(label).append(value);
    }
  }

  private static String percent(Double value) {
    return CellFormat.PERCENT.render(value == null ? Double.NaN : value);
  }

  private static String number(Double value) {
    return CellFormat.NUMBER.render(value == null ? Double.NaN : value);
  }
}
