package dev.floe.agent;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One call of an agent, with the staged folders it may use (SPEC §2). Every path is a staged copy outside the
 * benchmark repository; nothing here names the repository, a rubric or a grader.
 */
public record Invocation(
    Phase phase,
    String mode,
    int attempt,
    long seed,
    String subBenchmark,
    String benchmark,
    Optional<String> caseId,
    Path workDir,
    Path stateDir,
    Optional<Path> trainDir,
    Optional<Path> taskDir,
    Optional<Path> answerDir,
    Optional<String> environmentUrl,
    Optional<Duration> timeout,
    OptionalInt round,
    boolean hideGpus,
    Path log) {

  public Invocation {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(workDir, "workDir");
    Objects.requireNonNull(stateDir, "stateDir");
    Objects.requireNonNull(log, "log");
    if (phase == Phase.SOLVE && (caseId.isEmpty() || taskDir.isEmpty() || answerDir.isEmpty())) {
      throw new IllegalArgumentException("a solve needs a case, a task folder and an answer folder");
    }
    if (phase == Phase.EVOLVE && (trainDir.isEmpty() || round.isEmpty())) {
      throw new IllegalArgumentException("an evolve needs a train folder and a round");
    }
  }

  /** The {@code FLOE_*} variables of SPEC §2 for this call (and what enforces a GPU budget of 0). */
  public Map<String, String> variables() {
    Map<String, String> vars = new LinkedHashMap<>();
    vars.put("FLOE_PHASE", phase.word());
    vars.put("FLOE_MODE", mode);
    vars.put("FLOE_ATTEMPT", Integer.toString(attempt));
    vars.put("FLOE_SEED", Long.toString(seed));
    vars.put("FLOE_SUB_BENCHMARK", subBenchmark);
    vars.put("FLOE_BENCHMARK", benchmark);
    caseId.ifPresent(c -> vars.put("FLOE_CASE", c));
    trainDir.ifPresent(d -> vars.put("FLOE_TRAIN_DIR", d.toString()));
    vars.put("FLOE_STATE_DIR", stateDir.toString());
    taskDir.ifPresent(d -> vars.put("FLOE_TASK_DIR", d.toString()));
    answerDir.ifPresent(d -> vars.put("FLOE_ANSWER_DIR", d.toString()));
    environmentUrl.ifPresent(u -> vars.put("FLOE_ENV_BASE_URL", u));
    timeout.ifPresent(t -> vars.put("FLOE_TIMEOUT", Long.toString(Math.max(1, t.toSeconds()))));
    round.ifPresent(r -> vars.put("FLOE_ROUND", Integer.toString(r)));
    if (hideGpus) {
      vars.put("CUDA_VISIBLE_DEVICES", ""); // a budget of gpus = 0, kept without privileges
    }
    return vars;
  }
}
