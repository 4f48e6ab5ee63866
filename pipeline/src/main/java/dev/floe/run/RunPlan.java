package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.sandbox.Sandbox;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the pipeline's workers need, decided by the driver before the pipeline starts: the agent, the protocol
 * and every evaluation. Serializable, so that it reaches Flink workers as it reaches DirectRunner threads.
 *
 * @param out the output folder (shared storage on a cluster)
 * @param workRoot where agents' staged folders are made, outside the output folder and the benchmark repository
 * @param agentEnv the agent's own variables, references resolved (never written to a file)
 * @param callerEnv the caller's PATH, HOME, LANG, TMPDIR (what agents and graders inherit)
 * @param directRunner whether the run is on Beam's DirectRunner: its evolves and test attempts are then scheduled
 *     together by the run slots; on Flink (even its embedded one-machine cluster) they are stages spread over workers
 * @param judge the judge of the cases without a machine grader; null when no case of the run needs one
 * @param sandbox what confines command agents (decided once, by the driver)
 */
public record RunPlan(
    String out,
    String workRoot,
    AgentConfig agent,
    Map<String, String> agentEnv,
    Map<String, String> callerEnv,
    int attempts,
    int maxTries,
    long seed,
    double defaultTimeoutSeconds,
    double evolveTimeoutSeconds,
    int maxConcurrentRuns,
    boolean directRunner,
    Map<String, EvaluationPlan> evaluations,
    JudgePlan judge,
    Sandbox sandbox) implements Serializable {

  public RunPlan {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(workRoot, "workRoot");
    Objects.requireNonNull(agent, "agent");
    agentEnv = Map.copyOf(agentEnv);
    callerEnv = Map.copyOf(callerEnv);
    evaluations = Map.copyOf(evaluations);
    Objects.requireNonNull(sandbox, "sandbox");
    if (attempts < 1 || maxTries < 1 || maxConcurrentRuns < 1) {
      throw new IllegalArgumentException("attempts, max tries and max concurrent runs are at least 1");
    }
  }

  /** A plan whose command agents run without a sandbox. */
  public RunPlan(String out, String workRoot, AgentConfig agent, Map<String, String> agentEnv,
      Map<String, String> callerEnv, int attempts, int maxTries, long seed, double defaultTimeoutSeconds,
      double evolveTimeoutSeconds, int maxConcurrentRuns, boolean directRunner, Map<String, EvaluationPlan> evaluations,
      JudgePlan judge) {
    this(out, workRoot, agent, agentEnv, callerEnv, attempts, maxTries, seed, defaultTimeoutSeconds,
        evolveTimeoutSeconds, maxConcurrentRuns, directRunner, evaluations, judge, Sandbox.none());
  }

  public EvaluationPlan evaluation(String id) {
    EvaluationPlan plan = evaluations.get(id);
    if (plan == null) {
      throw new IllegalArgumentException("no evaluation " + id + " in the plan");
    }
    return plan;
  }

  public Path evaluationFolder(String id) {
    return Path.of(evaluation(id).folder());
  }

  /** Evaluations in id order, for reports. */
  public List<EvaluationPlan> evaluationsInOrder() {
    return evaluations.values().stream().sorted(java.util.Comparator.comparing(EvaluationPlan::id)).toList();
  }
}
