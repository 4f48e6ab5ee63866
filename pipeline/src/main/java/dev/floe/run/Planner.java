package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.aggregation.evaluation.Agent;
import dev.floe.aggregation.evaluation.BenchmarkRef;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.JudgeProtocol;
import dev.floe.aggregation.evaluation.Protocol;
import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
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
 * modes each can run, every evolve and test attempt, and the evaluation configs (with the judge where it grades
 * something). Refuses what cannot run (an unknown sub-benchmark) before anything starts.
 */
final class Planner {
  /** The plan, the evolves and base states that seed the pipeline, and each evaluation's config. */
  record Planned(RunPlan plan, List<EvolveTask> evolves, List<FrozenState> baseStates,
      Map<String, EvaluationConfig> configs) {}

  private Planner() {}

  /**
   * The plan; {@code judge} is the run's judge (null when none was given: the driver has then made sure that no case
   * needs one); {@code sandbox} confines its command agents.
   */
  static Planned plan(RunRequest request, BenchmarkRepository repo, AgentConfig agent, Map<String, String> agentEnv,
      Map<String, String> callerEnv, Path workRoot, Path emptyState, boolean directRunner, JudgePlan judge,
      Sandbox sandbox)
      throws IOException {
    List<SubBenchmark> selected = select(repo, request.subBenchmarks());
    Map<String, EvaluationPlan> evaluations = new LinkedHashMap<>();
    Map<String, EvaluationConfig> configs = new LinkedHashMap<>();
    List<EvolveTask> evolves = new ArrayList<>();
    List<FrozenState> baseStates = new ArrayList<>();
    Path evaluationsRoot = request.out().resolve("evaluations");
    for (SubBenchmark sub : selected) {
      List<String> modes = modes(sub, request);
      // The judge is part of an evaluation's protocol only where it grades something.
      boolean judged = !JudgedCases.of(sub, modes).isEmpty();
      if (judged && judge == null) {
        throw new IllegalStateException("the driver let a run without a judge reach " + sub.id());
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
      configs.put(id, config(id, sub, agent, modes, request, judged ? judge : null)
          .withExtra(recordedProtocol(sandbox, request, modes)));
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
    if (evaluations.isEmpty()) {
      throw new RunRefused(request.benchmarks() + ": nothing to run: no selected sub-benchmark can run the modes "
          + String.join(",", request.modes()) + " (a test benchmark without train runs only in mode base)");
    }
    RunPlan plan = new RunPlan(request.out().toAbsolutePath().toString(), workRoot.toString(), agent, agentEnv,
        callerEnv, request.attempts(), request.maxTries(), request.seed(), request.timeoutSeconds(),
        request.evolveTimeoutSeconds(), request.maxConcurrentRuns(), directRunner, evaluations, judge, sandbox);
    return new Planned(plan, evolves, baseStates, configs);
  }

  static List<SubBenchmark> select(BenchmarkRepository repo, List<String> wanted) {
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

  /** The modes a sub-benchmark runs: only base without a train benchmark. */
  static List<String> modes(SubBenchmark sub, RunRequest request) {
    return sub.baseOnly() ? List.of(Mode.BASE) : request.modes();
  }

  /**
   * Floe's additions to the recorded protocol: the sandbox, and the time limits a solve or an evolve gets when its
   * case says none. A resume with other limits would mix them within one evaluation, so they are compared too; the
   * evolve's only where a mode evolves, so that a base-only evaluation is not refused over a limit it never uses.
   */
  private static Map<String, Object> recordedProtocol(Sandbox sandbox, RunRequest request, List<String> modes) {
    @SuppressWarnings("unchecked")
    Map<String, Object> protocol =
        new LinkedHashMap<>((Map<String, Object>) SandboxChoice.recorded(sandbox).get("protocol"));
    protocol.put("timeout", request.timeoutSeconds());
    if (modes.stream().anyMatch(m -> Mode.of(m).evolves())) {
      protocol.put("evolve_timeout", request.evolveTimeoutSeconds());
    }
    return Map.of("protocol", protocol);
  }

  private static EvaluationConfig config(String id, SubBenchmark sub, AgentConfig agent, List<String> modes,
      RunRequest request, JudgePlan judge) throws IOException {
    BenchmarkRef train = sub.train().isPresent() ? ref(sub.train().get()) : null;
    JudgeProtocol judgeProtocol = null;
    if (judge != null) {
      AgentConfig j = judge.config().agent();
      judgeProtocol = new JudgeProtocol(j.name(), j.model(), j.thinkingLevel(), j.version(), j.kind(),
          judge.samples(), judge.config().settings());
    }
    return new EvaluationConfig(id, sub.id(), sub.train().map(Benchmark::id).orElse(null), sub.test().id(),
        Instant.now(), train, ref(sub.test()),
        new Agent(agent.name(), agent.model(), agent.thinkingLevel(), agent.version()),
        new Protocol(modes, request.attempts(), request.maxTries(), request.seed()), judgeProtocol, null);
  }

  private static BenchmarkRef ref(Benchmark benchmark) throws IOException {
    return new BenchmarkRef(benchmark.id(), benchmark.version(), PackageDigest.of(benchmark.folder()));
  }
}
