package dev.floe.agent.sample;

import dev.floe.agent.Invocation;
import dev.floe.aggregation.render.CellFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sample agent's evolve. Round 0 learns from what is staged: conventions the train statements state, then (where
 * reference answers are staged) the values that reproduce them, and a seeded guess for the rest. A reflect round r
 * reads the feedback on the last guess, and either tries another value (while rounds remain) or keeps the best.
 * Nothing here asks which mode it is in to decide what to read: it reads what the train folder holds.
 */
final class Evolution {
  private static final Pattern REFLECT = Pattern.compile("reflect-(\\d+)");

  private Evolution() {}

  static SampleState evolve(Invocation invocation, List<String> log) throws IOException {
    List<TrainCase> cases = TrainCase.readAll(invocation.trainDir().orElseThrow());
    int round = invocation.round().orElse(0);
    Map<String, String> header = new LinkedHashMap<>();
    header.put("mode", invocation.mode());
    header.put("attempt", Integer.toString(invocation.attempt()));
    header.put("seed", Long.toString(invocation.seed()));
    header.put("round", Integer.toString(round));
    header.put("train_cases", Integer.toString(cases.size()));
    if (round == 0) {
      return first(cases, invocation.seed(), header, log);
    }
    SampleState before = SampleState.read(invocation.stateDir());
    if (before.header().isEmpty()) {
      throw new IllegalArgumentException("reflect round " + round + " found no state of round " + (round - 1));
    }
    return reflect(before, cases, round, rounds(invocation.mode(), round), invocation.seed(), header, log);
  }

  private static SampleState first(List<TrainCase> cases, long seed, Map<String, String> header, List<String> log) {
    Map<String, Belief> beliefs = new LinkedHashMap<>();
    Map<String, String> guessed = new LinkedHashMap<>();
    for (TaskKind kind : TaskFamily.KINDS) {
      List<TrainCase> ofKind = cases.stream().filter(c -> kind.recognizes(c.statement())).toList();
      if (ofKind.isEmpty()) {
        continue;
      }
      for (Convention c : kind.conventions()) {
        fromStatements(kind, c, ofKind).ifPresent(b -> beliefs.put(c.key(), b));
      }
      List<Convention> open = kind.conventions().stream().filter(c -> !beliefs.containsKey(c.key())).toList();
      beliefs.putAll(ReferenceFit.fit(kind, open, ofKind, beliefs, seed));
      boolean references = ofKind.stream().anyMatch(c -> c.reference().isPresent());
      for (Convention c : kind.conventions()) {
        if (!beliefs.containsKey(c.key())) {
          String guess = Guess.pick(c, seed);
          guessed.put(c.key(), guess);
          beliefs.put(c.key(), new Belief(guess, Source.GUESS, "Nothing this mode showed decides it (the train "
              + "statements do not say" + (references ? ", and the reference answers cannot tell the values apart"
              : "") + "), so it is a seeded guess among " + String.join(", ", c.candidates()) + "."));
        }
      }
    }
    cases.stream().filter(c -> TaskFamily.of(c.statement()).isEmpty())
        .forEach(c -> log.add("skipped " + c.statement().caseId() + ": " + TaskFamily.unknown(c.statement())));
    beliefs.forEach((k, b) -> log.add("learned " + k + " = " + b.value() + " from " + b.source().words()));
    List<Trial> trials = guessed.isEmpty() ? List.of() : List.of(new Trial(0, guessed, null));
    return new SampleState(header, beliefs, trials);
  }

  private static Optional<Belief> fromStatements(TaskKind kind, Convention c, List<TrainCase> cases) {
    Map<String, List<Quote>> byValue = new LinkedHashMap<>();
    Map<Quote, String> caseOf = new LinkedHashMap<>();
    for (TrainCase t : cases) {
      kind.said(c, t.statement()).ifPresent(q -> {
        byValue.computeIfAbsent(q.value(), v -> new ArrayList<>()).add(q);
        caseOf.put(q, t.statement().caseId());
      });
    }
    return byValue.entrySet().stream().max((a, b) -> Integer.compare(a.getValue().size(), b.getValue().size()))
        .map(e -> {
          Quote example = e.getValue().get(0);
          return new Belief(e.getKey(), Source.STATEMENT, e.getValue().size() + " of " + cases.size()
              + " train statements say so, e.g. " + caseOf.get(example) + ": \u201c" + example.sentence() + "\u201d");
        });
  }

  private static SampleState reflect(SampleState before, List<TrainCase> cases, int round, int rounds, long seed,
      Map<String, String> header, List<String> log) {
    OptionalDouble mean = cases.stream().map(TrainCase::score).filter(OptionalDouble::isPresent)
        .mapToDouble(OptionalDouble::getAsDouble).average();
    List<Trial> trials = new ArrayList<>(before.trials());
    Map<String, Belief> beliefs = new LinkedHashMap<>(before.beliefs());
    if (mean.isEmpty() || trials.isEmpty()) {
      log.add("round " + round + ": " + (trials.isEmpty() ? "every convention is settled; nothing to try"
          : "no feedback to learn from"));
      return new SampleState(header, beliefs, trials);
    }
    Trial last = trials.get(trials.size() - 1);
    if (last.score() == null) {
      trials.set(trials.size() - 1, last.scored(mean.getAsDouble()));
    }
    log.add("round " + round + ": mean train score " + score(mean.getAsDouble()) + " with "
        + SkillNotes.describe(last.values()));
    Trial best = best(trials);
    Optional<Map<String, String>> next = round < rounds && best.score() < 1
        ? neighbour(best, trials, seed) : Optional.empty();
    if (next.isPresent()) {
      trials.add(new Trial(round, next.get(), null));
      next.get().forEach((key, value) -> beliefs.put(key, value.equals(best.values().get(key))
          ? new Belief(value, Source.GUESS, "The best so far in graded attempts (mean train score "
              + score(best.score()) + "); kept while another convention is tried.")
          : new Belief(value, Source.GUESS, "Under test in reflect round " + (round + 1) + " (the best so far, "
              + best.values().get(key) + ", scored " + score(best.score()) + ").")));
      log.add("round " + round + ": trying " + SkillNotes.describe(next.get()));
    } else {
      best.values().forEach((key, value) -> beliefs.put(key, concluded(key, value, best, trials)));
      log.add("round " + round + ": keeping " + SkillNotes.describe(best.values()));
    }
    return new SampleState(header, beliefs, trials);
  }

  /** The belief about one convention once the graded attempts are in, with what they showed. */
  private static Belief concluded(String key, String value, Trial best, List<Trial> trials) {
    List<String> lower = new ArrayList<>();
    List<String> tied = new ArrayList<>();
    for (Trial t : trials) {
      if (t != best && t.score() != null && onlyDiffersIn(t.values(), best.values(), key)) {
        (t.score() < best.score() ? lower : tied).add(t.values().get(key) + " scored " + score(t.score()));
      }
    }
    String scored = "Graded train attempts: with " + value + " the mean train score was " + score(best.score());
    if (lower.isEmpty() && tied.isEmpty() && best.score() == 1) {
      return new Belief(value, Source.FEEDBACK, scored + ": every train answer was right, so it is kept.");
    }
    if (!lower.isEmpty() && tied.isEmpty()) {
      return new Belief(value, Source.FEEDBACK, scored + "; " + String.join(", ", lower) + ".");
    }
    if (!tied.isEmpty()) {
      return new Belief(value, Source.GUESS, scored + ", and " + String.join(", ", tied)
          + ": the attempts could not tell them apart, so the guess stays.");
    }
    return new Belief(value, Source.GUESS, scored + "; no other value was tried, so the guess stays.");
  }

  private static Trial best(List<Trial> trials) {
    Trial best = null;
    for (Trial t : trials) {
      if (t.score() != null && (best == null || t.score() > best.score())) {
        best = t;
      }
    }
    return best;
  }

  /** The best assignment with one convention changed to a value not tried yet, in a seeded order. */
  private static Optional<Map<String, String>> neighbour(Trial best, List<Trial> trials, long seed) {
    for (String key : Guess.shuffled(List.copyOf(best.values().keySet()), seed, "reflect")) {
      Convention c = convention(key);
      if (c == null) {
        continue;
      }
      for (String value : Guess.shuffled(c.candidates(), seed, "reflect-" + key)) {
        Map<String, String> candidate = new LinkedHashMap<>(best.values());
        candidate.put(key, value);
        if (trials.stream().noneMatch(t -> t.values().equals(candidate))) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  private static Convention convention(String key) {
    for (TaskKind kind : TaskFamily.KINDS) {
      for (Convention c : kind.conventions()) {
        if (c.key().equals(key)) {
          return c;
        }
      }
    }
    return null;
  }

  private static boolean onlyDiffersIn(Map<String, String> a, Map<String, String> b, String key) {
    for (Map.Entry<String, String> e : a.entrySet()) {
      boolean same = e.getValue().equals(b.get(e.getKey()));
      if (e.getKey().equals(key) == same) {
        return false;
      }
    }
    return true;
  }

  private static String score(double value) {
    return CellFormat.fixed(value, 4);
  }

  /** N of {@code reflect-N}: how many feedback rounds there are, so the last round keeps the best, not a trial. */
  private static int rounds(String mode, int round) {
    Matcher m = REFLECT.matcher(mode);
    return m.matches() ? Integer.parseInt(m.group(1)) : round;
  }
}
