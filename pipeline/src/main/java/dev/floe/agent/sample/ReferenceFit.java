package dev.floe.agent.sample;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fewshot learning: every combination of values of the conventions the statements leave open is tried on the train
 * cases, and the one whose answers reproduce the reference answers best is kept, convention by convention, where the
 * references tell the values apart.
 */
final class ReferenceFit {
  private ReferenceFit() {}

  /** How one combination did over the train cases with references. */
  private record Fit(Map<String, String> values, Agreement agreement, int exact, int compared) {}

  static Map<String, Belief> fit(TaskKind kind, List<Convention> open, List<TrainCase> cases,
      Map<String, Belief> settled, long seed) {
    List<TrainCase> withReference = cases.stream().filter(c -> c.reference().isPresent()).toList();
    if (open.isEmpty() || withReference.isEmpty()) {
      return Map.of();
    }
    List<Fit> fits = new ArrayList<>();
    for (Map<String, String> combination : combinations(open)) {
      Agreement total = new Agreement(0, 0);
      int exact = 0;
      int compared = 0;
      for (TrainCase c : withReference) {
        Optional<Agreement> a;
        try {
          Map<String, String> values = Conventions.with(kind, c.statement(), settled, combination, seed);
          a = Agreement.of(kind.solve(c.statement(), values), c.reference().get());
        } catch (IllegalArgumentException e) {
          a = Optional.empty();
        }
        if (a.isPresent()) {
          total = total.plus(a.get());
          exact += a.get().exact() ? 1 : 0;
          compared++;
        }
      }
      fits.add(new Fit(combination, total, exact, compared));
    }
    Fit best = fits.get(0);
    for (Fit f : fits) {
      if (f.agreement().matched() > best.agreement().matched()) {
        best = f;
      }
    }
    if (best.compared() == 0) {
      return Map.of();
    }
    Map<String, Belief> learned = new LinkedHashMap<>();
    for (Convention c : open) {
      Fit runnerUp = null;
      boolean decided = true;
      for (Fit f : fits) {
        if (differsOnlyIn(f.values(), best.values(), c.key())) {
          decided &= f.agreement().matched() < best.agreement().matched();
          if (runnerUp == null || f.agreement().matched() > runnerUp.agreement().matched()) {
            runnerUp = f;
          }
        }
      }
      if (decided && runnerUp != null) {
        String value = best.values().get(c.key());
        learned.put(c.key(), new Belief(value, Source.REFERENCE, "With " + value + " the agent's answers reproduce "
            + best.exact() + " of " + best.compared() + " reference answers exactly (" + fields(best)
            + "); the best other value, " + runnerUp.values().get(c.key()) + ", reproduces " + runnerUp.exact()
            + " (" + fields(runnerUp) + ")."));
      }
    }
    return learned;
  }

  private static String fields(Fit f) {
    return f.agreement().matched() + " of " + f.agreement().total() + " fields or lines";
  }

  private static boolean differsOnlyIn(Map<String, String> a, Map<String, String> b, String key) {
    for (Map.Entry<String, String> e : a.entrySet()) {
      boolean same = e.getValue().equals(b.get(e.getKey()));
      if (e.getKey().equals(key) == same) {
        return false;
      }
    }
    return true;
  }

  static List<Map<String, String>> combinations(List<Convention> conventions) {
    List<Map<String, String>> out = new ArrayList<>();
    out.add(new LinkedHashMap<>());
    for (Convention c : conventions) {
      List<Map<String, String>> next = new ArrayList<>();
      for (Map<String, String> partial : out) {
        for (String value : c.candidates()) {
          Map<String, String> m = new LinkedHashMap<>(partial);
          m.put(c.key(), value);
          next.add(m);
        }
      }
      out = next;
    }
    return out;
  }
}
