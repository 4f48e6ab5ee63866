package dev.floe.agent.sample;

import dev.floe.aggregation.render.CellFormat;
import java.util.Map;

/** {@code SKILL.md} of the sample agent: what it learned, in words, with the evidence for each belief. */
final class SkillNotes {
  private SkillNotes() {}

  static String of(SampleState state) {
    StringBuilder md = new StringBuilder("# What the sample agent learned\n\n");
    Map<String, String> h = state.header();
    if (!h.isEmpty()) {
      md.append("Evolve of mode `").append(h.getOrDefault("mode", "?")).append("`, attempt ")
          .append(h.getOrDefault("attempt", "?")).append(" (seed ").append(h.getOrDefault("seed", "?"))
          .append("), after round ").append(h.getOrDefault("round", "0")).append(", from ")
          .append(h.getOrDefault("train_cases", "?")).append(" train cases. A solve follows a test statement where it "
              + "states a convention, else this state.\n\n");
    }
    for (TaskKind kind : TaskFamily.KINDS) {
      boolean any = kind.conventions().stream().anyMatch(c -> state.beliefs().containsKey(c.key()));
      if (!any) {
        continue;
      }
      md.append("## ").append(kind.name()).append(" tasks\n\n");
      for (Convention c : kind.conventions()) {
        Belief b = state.beliefs().get(c.key());
        if (b != null) {
          md.append("- **").append(c.title()).append("**: ").append(b.value()).append(" (from ")
              .append(b.source().words()).append("). ").append(b.evidence()).append('\n');
        }
      }
      md.append('\n');
    }
    if (!state.trials().isEmpty() && state.trials().stream().anyMatch(t -> t.score() != null)) {
      md.append("## Graded attempts (reflect rounds)\n\n| proposed in round | values | mean train score |\n"
          + "| ---: | --- | ---: |\n");
      for (Trial t : state.trials()) {
        md.append("| ").append(t.round()).append(" | ").append(describe(t.values())).append(" | ")
            .append(t.score() == null ? "not graded yet" : CellFormat.fixed(t.score(), 4)).append(" |\n");
      }
      md.append('\n');
    }
    return md.toString();
  }

  static String describe(Map<String, String> values) {
    StringBuilder s = new StringBuilder();
    values.forEach((k, v) -> s.append(s.length() == 0 ? "" : ", ").append(title(k)).append(" = ").append(v));
    return s.length() == 0 ? "(none)" : s.toString();
  }

  static String title(String key) {
    for (TaskKind kind : TaskFamily.KINDS) {
      for (Convention c : kind.conventions()) {
        if (c.key().equals(key)) {
          return c.title();
        }
      }
    }
    return key;
  }
}
