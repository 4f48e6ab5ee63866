package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.agent.OpenAiSettings;
import dev.floe.agent.openai.OpenAiJudge;
import dev.floe.grading.CommandJudge;
import dev.floe.grading.Judge;
import dev.floe.grading.JudgeGrading;
import java.util.Optional;

/** Makes the judge a plan names, with its sampling and retries; built where it runs, like {@link Agents}. */
public final class Judges {
  private Judges() {}

  /** Empty when the run has no judge (every case it grades has a machine grader). */
  public static Optional<JudgeGrading> create(RunPlan plan) {
    JudgePlan judge = plan.judge();
    if (judge == null) {
      return Optional.empty();
    }
    AgentConfig config = judge.config().agent();
    Judge made = switch (config.kind()) {
      case AgentConfig.COMMAND_KIND -> new CommandJudge(config.command(), plan.callerEnv(), judge.env());
      case AgentConfig.OPENAI_KIND -> {
        OpenAiSettings settings = config.openai();
        // The driver read the key from its environment into the judge's variables, which are never written.
        yield new OpenAiJudge(settings, settings.apiKeyEnv().isEmpty() ? ""
            : judge.env().getOrDefault(settings.apiKeyEnv(), ""));
      }
      default -> throw new IllegalArgumentException("a judge cannot be of kind " + config.kind());
    };
    return Optional.of(new JudgeGrading(made, judge.samples(), plan.maxTries(), judge.config().timeoutSeconds()));
  }
}
