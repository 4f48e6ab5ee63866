package dev.floe.agent.sample;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The values a solve uses, one per convention of its task kind: what the statement itself says, else what the state
 * holds, else a seeded guess. The notes say which, for the agent's log.
 */
record Conventions(Map<String, String> values, List<String> notes) {
  Conventions {
    values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
    notes = List.copyOf(notes);
  }

  static Conventions decide(TaskKind kind, Statement statement, Map<String, Belief> beliefs, long seed) {
    Map<String, String> values = new LinkedHashMap<>();
    List<String> notes = new java.util.ArrayList<>();
    for (Convention c : kind.conventions()) {
      Optional<Quote> said = kind.said(c, statement);
      Belief belief = beliefs.get(c.key());
      if (said.isPresent()) {
        values.put(c.key(), said.get().value());
        notes.add(c.title() + " = " + said.get().value() + " (the statement says so)");
      } else if (belief != null) {
        values.put(c.key(), belief.value());
        notes.add(c.title() + " = " + belief.value() + " (state: from " + belief.source().words() + ")");
      } else {
        String guess = Guess.pick(c, seed);
        values.put(c.key(), guess);
        notes.add(c.title() + " = " + guess + " (no state: a guess with seed " + seed + ")");
      }
    }
    return new Conventions(values, notes);
  }

  /** The same, with some conventions fixed to given values (a hypothesis under test). */
  static Map<String, String> with(TaskKind kind, Statement statement, Map<String, Belief> beliefs,
      Map<String, String> fixed, long seed) {
    Map<String, String> values = new LinkedHashMap<>(decide(kind, statement, beliefs, seed).values());
    fixed.forEach((key, value) -> {
      if (values.containsKey(key) && kind.conventions().stream()
          .filter(c -> c.key().equals(key)).noneMatch(c -> kind.said(c, statement).isPresent())) {
        values.put(key, value);
      }
    });
    return values;
  }
}
