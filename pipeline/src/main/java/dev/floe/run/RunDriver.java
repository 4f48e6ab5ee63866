package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.agent.AgentConfigException;
import dev.floe.agent.AgentConfigReader;
import dev.floe.agent.JudgeConfig;
import dev.floe.agent.JudgeConfigReader;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.Case;
import dev.floe.process.ProcessTree;
import dev.floe.process.ProgramPath;
import dev.floe.run.beam.EvaluationPipeline;
import dev.floe.run.beam.FlinkSettings;
import dev.floe.sandbox.Sandbox;
import dev.floe.staging.FolderCopy;
import dev.floe.staging.FolderPool;
import dev.floe.validation.Problem;
import dev.floe.validation.RepositoryReader;
import dev.floe.validation.Validation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.Pipeline.PipelineExecutionException;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/**
 * The driver of {@code floe run}: reads and validates everything first (repository, agent config, leaderboard,
 * existing evaluation folders) and refuses to start on any problem; then locks the output folder, writes each
 * evaluation's config, runs the pipeline and reports.
 */
public final class RunDriver {
  private RunDriver() {}

  /** Runs the request; returns the plan that ran, for the summary. Throws {@link RunRefused} on bad input. */
  public static RunPlan run(RunRequest request, Map<String, String> environment, PrintWriter err, boolean terminal)
      throws IOException, InterruptedException {
    Validation validation = RepositoryReader.read(request.benchmarks());
    if (!validation.ok()) {
      List<String> lines = new ArrayList<>();
      for (Problem p : validation.problems()) {
        if (p.isError()) {
          lines.add(p.render(request.benchmarks().toString()));
        }
      }
      lines.add("floe run: refusing to start: " + validation.errorCount() + " error(s) in " + request.benchmarks()
          + " (floe validate lists them all)");
      throw new RunRefused(String.join("\n", lines));
    }
    BenchmarkRepository repo = validation.repository().orElseThrow();
    warnings(validation, request, err);
    List<Case> judged = JudgedCases.of(repo, request);
    if (!judged.isEmpty() && request.judgeConfig().isEmpty()) {
      throw new RunRefused(noJudge(judged));
    }
    AgentConfig agent;
    Map<String, String> agentEnv;
    try {
      agent = AgentConfigReader.read(request.agentConfig());
      agentEnv = AgentConfigReader.resolveEnv(agent, environment);
      if (agent.kind().equals(AgentConfig.COMMAND_KIND)) {
        requireProgram(agent.command().get(0), environment.getOrDefault("PATH", ""), request.agentConfig());
      }
    } catch (AgentConfigException e) {
      throw new RunRefused(e.getMessage());
    }
    agentEnv = withApiKey(agent, agentEnv, environment, request.agentConfig(), "agent");
    // Beam's options after the inputs: BeamWarmUp initialises Beam meanwhile, and nothing so far has written a byte.
    PipelineOptions options = pipelineOptions(request);
    RunnerPlacement placement = RunnerPlacement.of(options);
    placement.checkPaths(request);
    placement.checkReachable();
    JudgePlan judge = judged.isEmpty() ? null : judge(request, environment);
    if (judged.isEmpty() && request.judgeConfig().isPresent()) {
      err.println("floe run: every case of this run has a machine grader (rubric/grader.toml); "
          + request.judgeConfig().get() + " is not used");
      err.flush();
    }
    Map<String, String> callerEnv = dev.floe.agent.CommandAgent.inherited(environment);
    Path out = request.out().toAbsolutePath();
    Path workRoot = request.workDir().orElse(Path.of(System.getProperty("java.io.tmpdir")))
        .toAbsolutePath().resolve("floe-work-" + ProcessHandle.current().pid());
    Path emptyState = out.resolve(".floe").resolve("empty-state");
    // Everything that can refuse the run is read and checked before anything is written, so a refused run leaves
    // the output folder as it was, byte for byte; a run writing there now adds only complete records meanwhile.
    // The sandbox is part of the protocol the configs are checked against: chosen first (its probe writes nothing
    // here, in the output folder or in the work root).
    Sandbox sandbox = SandboxChoice.choose(request, agent, environment, repo.root(), out, workRoot, err);
    Planner.Planned planned =
        Planner.plan(request, repo, agent, agentEnv, callerEnv, workRoot, emptyState, placement.direct(),
            judge, sandbox);
    placement.checkEnvironments(planned.plan());
    baseOnlyNotices(planned.plan(), request, err);
    try {
      Leftovers.checkEvaluations(planned.plan());
      checkConfigs(planned);
    } catch (FileProblemException e) {
      throw new RunRefused(e.getMessage());
    }
    Files.createDirectories(out);
    try (OutputLock lock = OutputLock.acquire(out)) {
      int stopped = Leftovers.clear(out, workRoot, planned.plan());
      if (stopped > 0) {
        err.println("floe: stopped " + stopped + " process(es) that a killed run of " + out + " left running");
        err.flush();
      }
      Files.createDirectories(emptyState);
      writeConfigs(planned);
      Progress.reset();
      int runs = planned.plan().evaluations().values().stream()
          .mapToInt(e -> e.modes().size() * request.attempts() * e.testCases().size()).sum();
      placement.announce(err, out);
      // The counters of the progress line are this JVM's: on a cluster the work is counted in the workers' JVMs.
      try (ProgressLine progress = placement.oneMachine()
          ? new ProgressLine(err, terminal, planned.evolves().size(), runs).start() : null) {
        runPipeline(planned, options);
      } finally {
        Steps.environments(planned.plan()).stopAll();
        ProcessTree.sweepLeftovers();
        Path grading = out.resolve(".floe").resolve("grading");
        FolderPool.forget(workRoot);
        FolderPool.forget(grading);
        removeScratch(List.of(workRoot, grading), err);
      }
      return planned.plan();
    }
  }

  /** How many of the repository's warnings the run repeats before pointing at floe validate for the rest. */
  private static final int WARNINGS_SHOWN = 10;

  /**
   * The repository's warnings, as floe validate prints them: what they say (a train benchmark without a test
   * partner is skipped, a key is ignored) changes what this run does, and a run must not do it silently.
   */
  private static void warnings(Validation validation, RunRequest request, PrintWriter err) {
    List<Problem> warnings = validation.problems().stream().filter(p -> !p.isError()).toList();
    warnings.stream().limit(WARNINGS_SHOWN)
        .forEach(p -> err.println("floe run: " + p.render(request.benchmarks().toString())));
    if (warnings.size() > WARNINGS_SHOWN) {
      err.println("floe run: and " + (warnings.size() - WARNINGS_SHOWN) + " more warning(s) (floe validate "
          + request.benchmarks() + " lists them all)");
    }
    err.flush();
  }

  /** A sub-benchmark without a train benchmark runs base only, whatever --modes asks: said, not done silently. */
  private static void baseOnlyNotices(RunPlan plan, RunRequest request, PrintWriter err) {
    for (EvaluationPlan evaluation : plan.evaluations().values()) {
      List<String> skipped = request.modes().stream().filter(m -> !evaluation.modes().contains(m)).toList();
      if (!skipped.isEmpty()) {
        err.println("floe run: " + evaluation.subBenchmark() + " has no train benchmark, so it runs base only (not "
            + String.join(", ", skipped) + ")");
      }
    }
    err.flush();
  }

  /**
   * Removes the run's scratch folders. A failure here is a warning: it must not hide how the run itself ended (a
   * full disk stopping it, say), and the next run removes what is left.
   */
  private static void removeScratch(List<Path> folders, PrintWriter err) {
    for (Path folder : folders) {
      try {
        FolderCopy.delete(folder);
      } catch (IOException | RuntimeException e) {
        err.println("floe: warning: could not remove " + folder + " (" + e.getMessage() + "); the next run will");
        err.flush();
      }
    }
  }

  /** Every case that needs the judge, named, with what to do: the refusal of a run without --judge-config. */
  private static String noJudge(List<Case> judged) {
    List<String> lines = new ArrayList<>();
    lines.add("refusing to start: " + judged.size() + (judged.size() == 1 ? " case has" : " cases have")
        + " no machine grader, so only a judge can grade " + (judged.size() == 1 ? "it" : "them")
        + ", and no --judge-config was given:");
    for (Case c : judged) {
      lines.add("  " + c.folder() + " (" + JudgedCases.why(c) + ")");
    }
    lines.add("Give a judge with --judge-config judge.toml (README.md, \"Judge grading\"), or add a rubric/grader.toml "
        + "to these cases.");
    return String.join("\n", lines);
  }

  /** The judge of the run: its config read and checked, its variables and key resolved now, before anything runs. */
  private static JudgePlan judge(RunRequest request, Map<String, String> environment) {
    Path file = request.judgeConfig().orElseThrow();
    JudgeConfig config;
    Map<String, String> env;
    try {
      config = JudgeConfigReader.read(file);
      env = AgentConfigReader.resolveEnv(config.agent(), environment, "judge");
    } catch (AgentConfigException e) {
      throw new RunRefused(e.getMessage());
    }
    env = withApiKey(config.agent(), env, environment, file, "judge");
    return new JudgePlan(config, env, request.judgeSamples());
  }

  /**
   * An openai agent's (or judge's) key, read from Floe's environment now so that a missing one refuses the run before
   * it starts; it travels in the plan's agent (or judge) variables, which are never written to a file.
   */
  private static Map<String, String> withApiKey(AgentConfig agent, Map<String, String> agentEnv,
      Map<String, String> environment, Path configFile, String role) {
    if (agent.openai() == null || agent.openai().apiKeyEnv().isEmpty()) {
      return agentEnv;
    }
    String variable = agent.openai().apiKeyEnv();
    String key = environment.get(variable);
    if (key == null || key.isBlank()) {
      throw new RunRefused(configFile + ": the openai " + role + "'s key is read from " + variable
          + " (openai.api_key_env), which is not set in Floe's environment: export it, or set api_key_env = \"\" for an endpoint without "
          + "a key");
    }
    Map<String, String> out = new LinkedHashMap<>(agentEnv);
    out.put(variable, key);
    return out;
  }

  /**
   * The agent's program is there to run: otherwise every attempt would fail as agent_exit, tried and kept, hours
   * later. A name without '/' is looked up on the PATH the agent inherits; a path (the config reader makes a relative
   * one absolute) must be an executable file.
   */
  private static void requireProgram(String program, String path, Path configFile) {
    if (!ProgramPath.exists(program, path)) {
      throw new RunRefused(configFile + ": command: '" + program + "' "
          + (program.contains("/") ? "is not an executable file" : "is not a program on PATH")
          + " (install it, or give its full path in 'command'); floe run: refusing to start");
    }
  }


  /**
   * Beam's options from the arguments Floe does not know. On the direct runner one thread is enough: the whole run is
   * one element whose runs the run slots schedule, and every further thread would spin the runner's scheduler.
   */
  private static PipelineOptions pipelineOptions(RunRequest request) {
    RunnerPlacement.requireRunnerOnClassPath(request.beamArgs());
    PipelineOptions options;
    try {
      options = PipelineOptionsFactory.fromArgs(request.beamArgs().toArray(String[]::new)).withValidation().create();
    } catch (NoClassDefFoundError e) {
      BeamWarmUp.rethrowCause(e);
      throw e;
    } catch (IllegalArgumentException e) {
      throw new BeamOptionsRefused("not an option of floe run, and Beam refuses it: "
          + String.join(" ", request.beamArgs()) + ": " + e.getMessage() + " (Beam's options are written --name=value)");
    }
    if (options.getRunner().getSimpleName().equals(RunnerPlacement.FLINK_RUNNER)) {
      FlinkSettings.applyDefaults(options, request.beamArgs());
    }
    options.setJobName("floe-run");
    boolean parallelismGiven = request.beamArgs().stream().anyMatch(a -> a.startsWith("--targetParallelism"));
    if (!parallelismGiven) {
      options.as(DirectOptions.class).setTargetParallelism(1);
    }
    // The DirectRunner encodes every element before and after each step to catch a DoFn that mutates its input;
    // that is a check for Floe's developers (the tests turn it on), not a cost every run should pay.
    if (request.beamArgs().stream().noneMatch(a -> a.startsWith("--enforceImmutability"))) {
      options.as(DirectOptions.class).setEnforceImmutability(false);
    }
    if (request.beamArgs().stream().noneMatch(a -> a.startsWith("--enforceEncodability"))) {
      options.as(DirectOptions.class).setEnforceEncodability(false);
    }
    return options;
  }

  private static void runPipeline(Planner.Planned planned, PipelineOptions options) throws IOException {
    Pipeline pipeline = Pipeline.create(options);
    try {
      EvaluationPipeline.build(pipeline, planned.plan(), planned.evolves(), planned.baseStates());
    } catch (LinkageError e) {
      // Beam serializes with snappy, whose native library is unpacked into the temp folder first: a full or
      // read-only temp folder surfaces here, as an error no user could read.
      throw new IOException("Beam could not load its compression library (snappy), which it unpacks into the temp "
          + "folder " + System.getProperty("java.io.tmpdir") + " when Floe starts: is that folder full or not "
          + "writable? (" + e + ")", e);
    }
    try {
      PipelineResult result = pipeline.run();
      result.waitUntilFinish();
    } catch (PipelineExecutionException e) {
      throw e;
    } catch (RuntimeException e) {
      // Flink wraps a failed job in a bare RuntimeException; report it as the DirectRunner's, with its first cause.
      Throwable cause = e;
      while (cause.getCause() != null && cause.getCause() != cause) {
        cause = cause.getCause();
      }
      throw new PipelineExecutionException(cause);
    }
  }

  /** An existing evaluation folder must have been made with the same config; refuses naming the differing keys. */
  private static void checkConfigs(Planner.Planned planned) {
    List<String> conflicts = new ArrayList<>();
    for (Map.Entry<String, EvaluationConfig> entry : planned.configs().entrySet()) {
      EvaluationFolder folder = EvaluationFolder.at(Path.of(planned.plan().evaluation(entry.getKey()).folder()));
      if (!Files.exists(folder.configFile())) {
        continue;
      }
      List<String> differing = folder.readConfig().differences(entry.getValue());
      if (!differing.isEmpty()) {
        conflicts.add(folder.configFile() + ": this evaluation folder was made with a different configuration: "
            + String.join("; ", differing) + " (rerun with the same options and inputs, or use another --out)");
      }
    }
    if (!conflicts.isEmpty()) {
      throw new RunRefused(String.join("\n", conflicts));
    }
  }

  /** Writes each new evaluation's config first, before any of its records. */
  private static void writeConfigs(Planner.Planned planned) {
    for (Map.Entry<String, EvaluationConfig> entry : planned.configs().entrySet()) {
      EvaluationFolder folder = EvaluationFolder.at(Path.of(planned.plan().evaluation(entry.getKey()).folder()));
      if (!Files.exists(folder.configFile())) {
        folder.writeConfig(entry.getValue());
      }
    }
  }
}
