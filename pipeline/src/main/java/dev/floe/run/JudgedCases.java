package dev.floe.run;

import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.benchmark.SubBenchmark;
import java.util.ArrayList;
import java.util.List;

/**
 * The cases of a run that only the judge can grade: those whose rubric has no {@code grader.toml} (a plain RFC-0001
 * case, graded by an evaluating agent reading {@code rubric/README.md}) or one of kind {@code judge}. Test cases are
 * always graded; train cases only in reflect modes.
 */
final class JudgedCases {
  private JudgedCases() {}

  /** Whether the judge grades the case. */
  static boolean judged(Case c) {
    return c.grader().map(g -> g.kind() == GraderSpec.Kind.JUDGE).orElse(true);
  }

  /** The cases of one sub-benchmark that the judge would grade in these modes. */
  static List<Case> of(SubBenchmark sub, List<String> modes) {
    List<Case> out = new ArrayList<>();
    sub.test().cases().stream().filter(JudgedCases::judged).forEach(out::add);
    boolean reflects = modes.stream().map(Mode::of).anyMatch(Mode::reflects);
    if (reflects && sub.train().isPresent()) {
      sub.train().get().cases().stream().filter(JudgedCases::judged).forEach(out::add);
    }
    return out;
  }

  /** The cases of the whole run that the judge would grade. */
  static List<Case> of(BenchmarkRepository repo, RunRequest request) {
    List<Case> out = new ArrayList<>();
    for (SubBenchmark sub : Planner.select(repo, request.subBenchmarks())) {
      out.addAll(of(sub, Planner.modes(sub, request)));
    }
    return out;
  }

  /** Why a case is the judge's, for messages: {@code rubric/ has no grader.toml}, or its kind. */
  static String why(Case c) {
    return c.grader().isEmpty() ? "no rubric/grader.toml" : "rubric/grader.toml says kind = \"judge\"";
  }
}
