package dev.floe.environment;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The environments of one output folder in this JVM. An environment starts when the first agent call that needs it
 * comes (never before a run that is resumed), is shared by every call of its sub-benchmark, or of one attempt when
 * it is mutable, and stops when the last test run that could need it is done, at the end of the run, or when Floe is
 * interrupted.
 */
public final class Environments {
  private static final Map<String, Environments> BY_OUTPUT = new ConcurrentHashMap<>();

  private final Map<String, String> callerEnv;
  private final Path workRoot;
  private final Map<String, Instance> instances = new ConcurrentHashMap<>();

  private Environments(Map<String, String> callerEnv, Path workRoot) {
    this.callerEnv = Map.copyOf(callerEnv);
    this.workRoot = workRoot;
    Runtime.getRuntime().addShutdownHook(new Thread(this::stopAllQuietly, "floe-environments-stop"));
  }

  /** The pool of the output folder {@code out}. */
  public static Environments of(String out, Map<String, String> callerEnv, Path workRoot) {
    return BY_OUTPUT.computeIfAbsent(out, o -> new Environments(callerEnv, workRoot));
  }

  /** One instance key: an evaluation's environment, for one attempt of one mode when the environment is mutable. */
  public record Use(String evaluation, EnvironmentPlan plan, String mode, int attempt, Path evaluationFolder,
      int expectedRuns) {
    String key() {
      return evaluation + "|" + plan.folder() + (plan.mutable() ? "|" + mode + "|" + attempt : "");
    }

    Path log() {
      String name = plan.name() + (plan.mutable() ? "-" + mode + "-" + EvaluationFolder.attemptName(attempt) : "");
      return evaluationFolder.resolve("environment").resolve(name + ".log");
    }
  }

  /** The base URL of the use's instance, starting it if this is the first call; a failed start is remembered. */
  public String lease(Use use) throws EnvironmentFailure, InterruptedException {
    return instances.computeIfAbsent(use.key(), k -> new Instance(use.expectedRuns())).url(use, this);
  }

  /**
   * After a call that used the instance: throws if its server exited meanwhile. The call's result is then not to be
   * trusted (it talked to a server that went away), and every later call of the instance fails the same way.
   */
  public void check(Use use) throws EnvironmentFailure, InterruptedException {
    instances.computeIfAbsent(use.key(), k -> new Instance(use.expectedRuns())).check(use);
  }

  /** A test run of the use's key is done; the last one stops the instance. */
  public void runDone(Use use) throws InterruptedException {
    Instance instance = instances.computeIfAbsent(use.key(), k -> new Instance(use.expectedRuns()));
    instance.runDone();
  }

  /** Stops every instance (the end of a run, or an interruption). */
  public void stopAll() throws InterruptedException {
    for (Instance instance : new ArrayList<>(instances.values())) {
      instance.stop();
    }
  }

  private void stopAllQuietly() {
    try {
      stopAll();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** One key's instance: started at most once, stopped once its expected runs are done. */
  private static final class Instance {
    private int remaining;
    private RunningEnvironment running;
    private EnvironmentFailure failure;
    private boolean stopped;

    Instance(int expectedRuns) {
      this.remaining = expectedRuns;
    }

    synchronized String url(Use use, Environments pool) throws EnvironmentFailure, InterruptedException {
      if (failure != null) {
        throw failure;
      }
      if (running == null) {
        if (stopped) {
          // Every expected run was done, yet a call came (a retry after the count): start it again.
          stopped = false;
        }
        try {
          Path scratch = pool.workRoot.resolve("environment-" + UUID.randomUUID());
          running = RunningEnvironment.start(use.plan(), pool.callerEnv, use.log(), scratch);
        } catch (EnvironmentFailure e) {
          failure = e;
          throw e;
        }
      }
      return running.baseUrl();
    }

    synchronized void check(Use use) throws EnvironmentFailure, InterruptedException {
      if (failure != null) {
        throw failure;
      }
      if (running != null && !running.alive()) {
        failure = new EnvironmentFailure("environment " + use.plan().name() + " exited (" + running.exitValue()
            + ") while the run used it (its log: " + use.log() + ")");
        running.stop();
        running = null;
        throw failure;
      }
    }

    synchronized void runDone() throws InterruptedException {
      remaining--;
      if (remaining <= 0) {
        stop();
      }
    }

    synchronized void stop() throws InterruptedException {
      if (running != null) {
        running.stop();
        running = null;
      }
      stopped = true;
    }
  }

  /**
   * The use of {@code plan} by one attempt of an evaluation; it expects the test runs that share its instance: those
   * of the attempt when the environment is mutable, every test run of the evaluation otherwise.
   */
  public static Use use(String evaluation, EnvironmentPlan plan, String mode, int attempt, Path folder, int testCases,
      int modes, int attempts) {
    int expected = plan.mutable() ? testCases : testCases * modes * attempts;
    return new Use(evaluation, plan, mode, attempt, folder, expected);
  }

  /** The uses an evaluation's attempt makes: the test environment, and the train one when it is another. */
  public static List<Use> uses(String evaluation, Optional<EnvironmentPlan> train, Optional<EnvironmentPlan> test,
      String mode, int attempt, Path folder, int testCases, int modes, int attempts) {
    List<Use> out = new ArrayList<>();
    for (Optional<EnvironmentPlan> plan : List.of(test, train)) {
      if (plan.isPresent() && out.stream().noneMatch(u -> u.plan().folder().equals(plan.get().folder()))) {
        out.add(use(evaluation, plan.get(), mode, attempt, folder, testCases, modes, attempts));
      }
    }
    return out;
  }
}
