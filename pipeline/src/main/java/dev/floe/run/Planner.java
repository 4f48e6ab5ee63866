package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.aggregation.evaluation.Agent;
import dev.floe.aggregation.evaluation.BenchmarkRef;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.Protocol;
import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.benchmark.SubBenchmark;
import dev.floe.environment.EnvironmentPlan;
import dev.floe.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a validated repository and a run request into the plan the pipeline executes: which sub-benchmarks, which
 * modes each can run, every evolve and test attempt, and the evaluation configs. Refuses what cannot run (a judge
 * grader, an unknown sub-benchmark) before anything starts.
 */
final class Planner {
  /** The plan, the evolves and base states that seed the pipeline, and each evaluation's config. */
  record Planned(RunPlan plan, List<EvolveTask> evolves, List<FrozenState> baseStates,
      Map<String, EvaluationConfig> configs) {}

  private Planner() {}

  static Planned plan(RunRequest request, BenchmarkRepository repo, AgentConfig agent, Map<String, String> agentEnv,
      Map<String, String> callerEnv, Path workRoot, Path emptyState, int spreadBuckets, Sandbox sandbox)
      throws IOException {
    List<SubBenchmark> selected = select(repo, request.subBenchmarks());
    List<String> problems = new ArrayList<>();
    Map<String, EvaluationPlan> evaluations = new LinkedHashMap<>();
    Map<String, EvaluationConfig> configs = new LinkedHashMap<>();
    List<EvolveTask> evolves = new ArrayList<>();
    List<FrozenState> baseStates = new ArrayList<>();
    Path evaluationsRoot = request.out().resolve("evaluations");
    for (SubBenchmark sub : selected) {
      List<String> modes = sub.baseOnly() ? List.of(Mode.BASE) : request.modes();
      if (!modes.contains(Mode.BASE) && sub.baseOnly()) {
        continue;
      }
      boolean reflects = modes.stream().map(Mode::of).anyMatch(Mode::reflects);
      checkGraders(sub.test(), problems);
      if (reflects && sub.train().isPresent()) {
        checkGraders(sub.train().get(), problems);
      }
      if (!problems.isEmpty()) {
        continue;
      }
      String id = EvaluationId.of(sub.id(), agent);
      // Train cases are graded only in reflect rounds; without a grader they still serve self and fewshot.
      List<CasePlan> train = sub.train().map(b -> b.cases().stream().map(CasePlan::of).toList()).orElse(List.of());
      List<CasePlan> test = sub.test().cases().stream().map(CasePlan::of).toList();
      String folder = evaluationsRoot.resolve(id).toAbsolutePath().toString();
      EnvironmentPlan trainEnv = sub.train().flatMap(b -> repo.environment(b, sub)).map(EnvironmentPlan::of)
          .orElse(null);
      EnvironmentPlan testEnv = repo.environment(sub.test(), sub).map(EnvironmentPlan::of).orElse(null);
      evaluations.put(id, new EvaluationPlan(id, sub.id(), folder, sub.train().map(Benchmark::id).orElse(null),
          sub.test().id(), train, test, modes, trainEnv, testEnv));
      configs.put(id, config(id, sub, agent, modes, request).withExtra(SandboxChoice.recorded(sandbox)));
      for (String mode : modes) {
        for (int attempt = 1; attempt <= request.attempts(); attempt++) {
          if (Mode.of(mode).evolves()) {
            evolves.add(new EvolveTask(id, mode, attempt));
          } else {
            baseStates.add(new FrozenState(id, mode, attempt, emptyState.toString(), null, null, 1));
          }
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new RunRefused(String.join("\n", problems));
    }
    if (evaluations.isEmpty()) {
      throw new RunRefused(request.benchmarks() + ": nothing to run: no selected sub-benchmark can run the modes "
          + String.join(",", request.modes()) + " (a test benchmark without train runs only in mode base)");
    }
    RunPlan plan = new RunPlan(request.out().toAbsolutePath().toString(), workRoot.toString(), agent, agentEnv,
        callerEnv, request.attempts(), request.maxTries(), request.seed(), request.timeoutSeconds(),
        request.evolveTimeoutSeconds(), request.maxConcurrentRuns(), spreadBuckets, evaluations, sandbox);
    return new Planned(plan, evolves, baseStates, configs);
  }

  private static List<SubBenchmark> select(BenchmarkRepository repo, List<String> wanted) {
    if (wanted.isEmpty()) {
      return repo.subBenchmarks();
    }
    List<String> unknown = wanted.stream().filter(w -> repo.subBenchmark(w).isEmpty()).toList();
    if (!unknown.isEmpty()) {
      throw new RunRefused("--sub-benchmarks: no sub-benchmark " + String.join(", ", unknown) + " in "
          + repo.root() + " (there are: " + String.join(", ",
              repo.subBenchmarks().stream().map(SubBenchmark::id).toList()) + ")");
    }
    return wanted.stream().map(w -> repo.subBenchmark(w).orElseThrow()).toList();
  }

  private static void checkGraders(Benchmark benchmark, List<String> problems) {
    for (Case c : benchmark.cases()) {
      boolean judge = c.grader().map(g -> g.kind() == GraderSpec.Kind.JUDGE).orElse(true);
      if (judge) {
        problems.add(c.rubric().resolve(GraderSpec.FILE) + ": " + (c.grader().isEmpty()
            ? "missing; without it the case needs a judge agent" : "kind \"judge\"")
            + ", and judge grading is not available in this version of Floe (use kind \"command\" or "
            + "\"json-match\")");
      }
    }
  }

  private static EvaluationConfig config(String id, SubBenchmark sub, AgentConfig agent, List<String> modes,
      RunRequest request) throws IOException {
    BenchmarkRef train = sub.train().isPresent() ? ref(sub.train().get()) : null;
    return new EvaluationConfig(id, sub.id(), sub.train().map(Benchmark::id).orElse(null), sub.test().id(),
        Instant.now(), train, ref(sub.test()),
        new Agent(agent.name(), agent.model(), agent.thinkingLevel(), agent.version()),
        new Protocol(modes, request.attempts(), request.maxTries(), request.seed()), null);
  }

  private static BenchmarkRef ref(Benchmark benchmark) throws IOException {
    return new BenchmarkRef(benchmark.id(), benchmark.version(), PackageDigest.of(benchmark.folder()));
  }
}
