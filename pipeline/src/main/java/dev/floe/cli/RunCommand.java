package dev.floe.cli;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import dev.floe.run.Mode;
import dev.floe.run.RunDriver;
import dev.floe.run.RunPlan;
import dev.floe.run.BeamOptionsRefused;
import dev.floe.run.RunRefused;
import dev.floe.run.RunRequest;
import dev.floe.sandbox.SandboxMode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.apache.beam.sdk.Pipeline.PipelineExecutionException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code floe run}: evolve on train, freeze, test k times, one evaluation folder per sub-benchmark (SPEC §2–4). */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    header = "Evaluate an agent on every sub-benchmark of a benchmark repository.",
    description = {
        "GDPevo's way: per sub-benchmark and mode, evolve on train (one evolve per attempt), freeze, "
            + "solve every test case once per attempt with that attempt's state, grade, and write one "
            + "evaluation folder per sub-benchmark under <out>/evaluations/.",
        "Rerunning the same command resumes: attempts with a run.json and evolves with an evolve.json are "
            + "kept.",
        "Options Floe does not know (--runner=FlinkRunner, --targetParallelism=8, ...) go to Beam."})
final class RunCommand implements Callable<Integer> {

  @Option(names = "--benchmarks", required = true, paramLabel = "<repo>",
      description = "The benchmark repository (the folder that holds packages/).")
  Path benchmarks;

  @Option(names = "--agent-config", required = true, paramLabel = "<agent.toml>",
      description = "The agent under test: name, model, thinking_level, version, command, [env].")
  Path agentConfig;

  @Option(names = "--out", required = true, paramLabel = "<dir>", description = "The output folder.")
  Path out;

  @Option(names = "--modes", split = ",", paramLabel = "<mode>",
      description = "Modes to run (default: ${DEFAULT-VALUE}); reflect-N for any N from 1 to 99.",
      defaultValue = "base,self,fewshot,reflect-3")
  List<String> modes;

  @Option(names = "--attempts", defaultValue = "3", paramLabel = "<k>",
      description = "Attempts per mode: k evolves, and every test case solved k times (default: ${DEFAULT-VALUE}).")
  int attempts;

  @Option(names = "--max-tries", defaultValue = "3", paramLabel = "<n>",
      description = "Tries of a failing attempt before it is kept as failed (default: ${DEFAULT-VALUE}).")
  int maxTries;

  @Option(names = "--max-concurrent-runs", defaultValue = "4", paramLabel = "<n>",
      description = "Agent and grader processes at once, in this JVM; set it to the agent's rate limit "
          + "(default: ${DEFAULT-VALUE}).")
  int maxConcurrentRuns;

  @Option(names = "--sub-benchmarks", split = ",", paramLabel = "<id>",
      description = "Only these sub-benchmarks (default: all).")
  List<String> subBenchmarks = new ArrayList<>();

  @Option(names = "--seed", defaultValue = "0", description = "Base seed; each attempt gets its own FLOE_SEED.")
  long seed;

  @Option(names = "--timeout", defaultValue = "1800", paramLabel = "<seconds>",
      description = "Time limit of a solve whose case has no [budget].timeout; 0 = none (default: ${DEFAULT-VALUE}).")
  double timeout;

  @Option(names = "--evolve-timeout", defaultValue = "3600", paramLabel = "<seconds>",
      description = "Time limit of one evolve call; 0 = none (default: ${DEFAULT-VALUE}).")
  double evolveTimeout;

  @Option(names = "--leaderboard", paramLabel = "<toml>",
      description = "A leaderboard config: aggregate the evaluations into <out>/leaderboard.* at the end.")
  Path leaderboard;

  @Option(names = "--judge-config", paramLabel = "<judge.toml>",
      description = "The judge that grades the cases without a machine grader (no rubric/grader.toml, or kind = "
          + "\"judge\"): an agent config of kind command or openai. Required when the run has such cases.")
  Path judgeConfig;

  @Option(names = "--judge-samples", defaultValue = "1", paramLabel = "<n>",
      description = "Verdicts of the judge per answer; the score is their mean, and every sample and their spread "
          + "are recorded (default: ${DEFAULT-VALUE}).")
  int judgeSamples;

  @Option(names = "--work-dir", paramLabel = "<dir>",
      description = "Where agents' staged folders are made (default: the system temp folder).")
  Path workDir;

  @Option(names = "--sandbox", defaultValue = "auto", paramLabel = "auto|bwrap|none",
      description = "What confines command agents: bwrap (bubblewrap; refuses to run without it), none, or auto: "
          + "bwrap when it works here, else none with a warning (default: ${DEFAULT-VALUE}). docs/SANDBOX.md.")
  String sandbox;

  @Option(names = "--no-network",
      description = "Agents reach no network but their environment's loopback port (needs the bwrap sandbox).")
  boolean noNetwork;

  @CommandLine.Unmatched List<String> beamArgs = new ArrayList<>();

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    checkShape();
    PrintWriter err = spec.commandLine().getErr();
    PrintWriter stdout = spec.commandLine().getOut();
    if (leaderboard != null) {
      LeaderboardConfig board;
      try {
        board = LeaderboardConfig.read(leaderboard); // a bad leaderboard config is found before hours of runs
      } catch (FileProblemException e) {
        throw new InputProblemException(e.getMessage(), e);
      }
      // Not an error (a board may show more than one run gives), but said now rather than as empty columns at the end.
      List<String> unrun = board.referencedModes().stream().filter(m -> !modes.contains(m)).toList();
      if (!unrun.isEmpty()) {
        err.println("floe run: warning: " + leaderboard + " reads mode(s) " + String.join(", ", unrun)
            + ", which --modes does not run: those columns will be empty (—) and every row incomplete");
        err.flush();
      }
    }
    RunPlan plan;
    // Ctrl-C or SIGTERM: the agents are stopped (ProcessTree) and the user is told the run can be resumed.
    Thread signalled = new Thread(() -> {
      err.println("\nfloe run: stopped by a signal; the attempts recorded so far are kept, and their agents "
          + "stopped: rerun the same command to resume");
      err.flush();
    }, "floe-run-stopped");
    Runtime.getRuntime().addShutdownHook(signalled);
    try {
      plan = RunDriver.run(request(), System.getenv(), err, System.console() != null);
    } catch (RunRefused e) {
      throw new InputProblemException(e.getMessage(), e);
    } catch (BeamOptionsRefused e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    } catch (PipelineExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      RunStopped.of(cause).ifPresent(stopped -> {
        throw stopped;
      });
      throw new IllegalStateException("the pipeline stopped: " + cause
          + "; finished attempts are kept, rerun the same command to resume", cause);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(signalled);
      } catch (IllegalStateException shuttingDown) {
        // the signal came: the hook is already running
      }
    }
    RunSummary.print(plan, stdout);
    if (leaderboard != null) {
      LeaderboardCommand.publish(leaderboard, List.of(out.resolve("evaluations")), out, stdout, err);
    }
    return 0;
  }

  private void checkShape() {
    List<String> problems = new ArrayList<>();
    for (String mode : modes) {
      if (Mode.parse(mode).isEmpty()) {
        problems.add("--modes: unknown mode '" + mode + "' (base, self, fewshot or reflect-N with N from 1 to 99)");
      }
    }
    if (modes.stream().distinct().count() != modes.size()) {
      problems.add("--modes: a mode is named twice");
    }
    if (subBenchmarks.stream().anyMatch(String::isEmpty)) {
      problems.add("--sub-benchmarks: an empty name (a comma too many?)");
    }
    if (subBenchmarks.stream().distinct().count() != subBenchmarks.size()) {
      problems.add("--sub-benchmarks: a sub-benchmark is named twice");
    }
    if (attempts < 1) {
      problems.add("--attempts must be at least 1");
    }
    if (maxTries < 1) {
      problems.add("--max-tries must be at least 1");
    }
    if (maxConcurrentRuns < 1) {
      problems.add("--max-concurrent-runs must be at least 1");
    }
    if (judgeSamples < 1) {
      problems.add("--judge-samples must be at least 1");
    }
    if (judgeSamples != 1 && judgeConfig == null) {
      problems.add("--judge-samples needs --judge-config (the judge whose verdicts it counts)");
    }
    if (SandboxMode.parse(sandbox).isEmpty()) {
      problems.add("--sandbox: '" + sandbox + "' is not one of auto, bwrap, none");
    }
    if (out.toString().isEmpty()) {
      problems.add("--out is empty: name the output folder");
    }
    if (workDir != null) {
      Path existing = workDir.toAbsolutePath();
      while (existing != null && !Files.exists(existing)) {
        existing = existing.getParent();
      }
      if (existing != null && !Files.isDirectory(existing)) {
        problems.add("--work-dir: " + existing + " is a file, not a folder");
      }
    }
    // What picocli did not match goes to Beam; a near miss of one of Floe's own options is a typo, not Beam's.
    for (String arg : beamArgs) {
      String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      spec.options().stream().flatMap(o -> java.util.Arrays.stream(o.names()))
          .filter(known -> known.startsWith("--") && name.startsWith("--") && name.length() > 3
              && (known.startsWith(name) || name.startsWith(known)))
          .findFirst()
          .ifPresent(known -> problems.add("unknown option " + name + ": did you mean " + known + "?"));
    }
    if (timeout < 0 || evolveTimeout < 0) {
      problems.add("--timeout and --evolve-timeout are seconds >= 0 (0 = no limit)");
    }
    if (!problems.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), String.join("\n", problems));
    }
  }

  private RunRequest request() {
    return new RunRequest(benchmarks, agentConfig, out, modes, attempts, maxTries, maxConcurrentRuns, subBenchmarks,
        seed, timeout, evolveTimeout, Optional.ofNullable(leaderboard), Optional.ofNullable(workDir), beamArgs,
        Optional.ofNullable(judgeConfig), judgeSamples, SandboxMode.parse(sandbox).orElseThrow(), noNetwork);
  }
}
