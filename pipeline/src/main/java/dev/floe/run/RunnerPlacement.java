package dev.floe.run;

import dev.floe.environment.EnvironmentPlan;
import dev.floe.run.beam.FlinkSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * Where the pipeline runs, and what that asks of the input. On one machine (the DirectRunner, Flink's embedded
 * cluster) every worker is Floe's own JVM. On a cluster each worker is a JVM on another machine that reaches the output
 * folder and the benchmark repository only through shared storage, at the same absolute path, and that outlives the
 * job: what only works in Floe's JVM is refused there before anything runs, with the reason.
 *
 * @param runner the runner's short name ({@code DirectRunner}, {@code FlinkRunner})
 * @param master Flink's {@code --flinkMaster} ({@code [local]}, {@code host:port}); empty for other runners
 * @param oneMachine whether every worker is Floe's own JVM
 */
public record RunnerPlacement(String runner, String master, boolean oneMachine) {
  static final String DIRECT_RUNNER = "DirectRunner";
  static final String FLINK_RUNNER = "FlinkRunner";
  private static final String FLINK_RUNNER_CLASS = "org.apache.beam.runners.flink.FlinkRunner";
  private static final int FLINK_REST_PORT = 8081;

  /** The placement the parsed options ask for. */
  static RunnerPlacement of(PipelineOptions options) {
    String runner = options.getRunner().getSimpleName();
    if (runner.equals(DIRECT_RUNNER)) {
      return new RunnerPlacement(runner, "", true);
    }
    if (runner.equals(FLINK_RUNNER)) {
      String master = FlinkSettings.master(options);
      return new RunnerPlacement(runner, master, master.equals(FlinkSettings.EMBEDDED));
    }
    return new RunnerPlacement(runner, "", false);
  }

  boolean direct() {
    return runner.equals(DIRECT_RUNNER);
  }

  boolean flink() {
    return runner.equals(FLINK_RUNNER);
  }

  /** The runner options as the user would write them, for messages. */
  String options() {
    return "--runner=" + runner + (master.isEmpty() ? "" : " --flinkMaster=" + master);
  }

  /**
   * Refuses Flink options when this build has no Flink runner, before Beam would answer with a list of the runners it
   * knows: says which build has it.
   */
  static void requireRunnerOnClassPath(List<String> beamArgs) {
    // Beam takes a runner's name in any case, with or without "Runner".
    boolean wantsFlink = beamArgs.stream().map(a -> a.toLowerCase(Locale.ROOT)).anyMatch(a ->
        a.equals("--runner=flink") || a.equals("--runner=flinkrunner")
            || a.equals("--runner=" + FLINK_RUNNER_CLASS.toLowerCase(Locale.ROOT)) || a.startsWith("--flink"));
    if (!wantsFlink) {
      return;
    }
    try {
      Class.forName(FLINK_RUNNER_CLASS, false, RunnerPlacement.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new RunRefused("--runner=" + FLINK_RUNNER + ": this build of Floe has no Flink runner (floe.jar is the "
          + "one-machine build). ./floe picks pipeline/target/floe-flink.jar for --runner=FlinkRunner and builds it "
          + "when it is missing; by hand: mvn -B -Pflink -DskipTests package, then java -jar "
          + "pipeline/target/floe-flink.jar run ... (docs/SCALING.md)");
    }
  }

  /**
   * On a cluster every worker opens the output folder and the repository by the path the driver was given: a relative
   * path would name a different folder on every machine (or none).
   */
  void checkPaths(RunRequest request) {
    if (oneMachine) {
      return;
    }
    List<String> problems = new ArrayList<>();
    relative("--out", request.out(), "every worker writes its attempts there", problems);
    relative("--benchmarks", request.benchmarks(), "every worker reads statements and rubrics from it", problems);
    request.workDir().ifPresent(dir -> relative("--work-dir", dir, "every worker stages its agents' folders there",
        problems));
    if (!problems.isEmpty()) {
      throw new RunRefused(String.join("\n", problems));
    }
  }

  private void relative(String option, Path path, String why, List<String> problems) {
    if (!path.isAbsolute()) {
      problems.add(option + " " + path + ": on a cluster (" + options() + ") " + why + ", so it must be an absolute "
          + "path on storage that every worker mounts at the same place (docs/SCALING.md), such as "
          + path.toAbsolutePath());
    }
  }

  /**
   * A cluster that does not answer is found now, in seconds, rather than after a minute of Flink's submission retries:
   * its JobManager's REST endpoint must accept a connection.
   */
  void checkReachable() {
    if (oneMachine || !flink() || master.startsWith("[")) {
      return;
    }
    URI uri;
    try {
      uri = URI.create(master.contains("://") ? master : "http://" + master);
    } catch (IllegalArgumentException e) {
      throw new RunRefused("--flinkMaster=" + master + ": not a host:port (" + e.getMessage() + ")");
    }
    if (uri.getHost() == null) {
      throw new RunRefused("--flinkMaster=" + master + ": not a host:port, such as flink-jobmanager:8081");
    }
    int port = uri.getPort() > 0 ? uri.getPort() : FLINK_REST_PORT;
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(uri.getHost(), port), 5_000);
    } catch (IOException e) {
      throw new RunRefused("--flinkMaster=" + master + ": no Flink cluster answers at " + uri.getHost() + ":" + port
          + " (" + e.getMessage() + "); give the address of its JobManager's REST endpoint (rest.address and "
          + "rest.port in its Flink configuration, port " + FLINK_REST_PORT + " by default)");
    }
  }

  /** On a cluster, says where the work happens, since this JVM's progress line would count nothing. */
  void announce(PrintWriter err, Path out) {
    if (oneMachine) {
      return;
    }
    err.println("floe: the job runs on " + (master.isEmpty() ? runner : "the Flink cluster at " + master)
        + "; follow it in the cluster's web UI. Each attempt's run.json appears under " + out.resolve("evaluations")
        + " when it ends; the summary follows when the job is done.");
    err.flush();
  }

  /**
   * Environments are started, shared and stopped by the JVM whose agents use them, counting that JVM's runs; a cluster
   * worker sees only some of the runs and lives on after the job, so it would never stop them.
   */
  void checkEnvironments(RunPlan plan) {
    if (oneMachine) {
      return;
    }
    List<String> problems = new ArrayList<>();
    for (EvaluationPlan evaluation : plan.evaluationsInOrder()) {
      List<String> folders = new ArrayList<>();
      for (EnvironmentPlan environment : new EnvironmentPlan[] {evaluation.trainEnvironment(),
          evaluation.testEnvironment()}) {
        if (environment != null && !folders.contains(environment.folder())) {
          folders.add(environment.folder());
          problems.add(Path.of(environment.folder(), "environment.toml") + ": sub-benchmark "
              + evaluation.subBenchmark() + " needs this environment, and Floe does not run environments on a "
              + "cluster yet (" + options() + "): a worker would start it and never know when to stop it. Run this "
              + "sub-benchmark on one machine (the DirectRunner, or --flinkMaster=[local]), or leave it out with "
              + "--sub-benchmarks (docs/SCALING.md)");
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new RunRefused(String.join("\n", problems));
    }
  }
}
