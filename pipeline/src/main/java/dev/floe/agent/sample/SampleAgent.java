package dev.floe.agent.sample;

import dev.floe.agent.Agent;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.Phase;
import dev.floe.process.ProcessOutcome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code sample} agent, built into Floe: a learner for the task family of {@code samples/benchmarks}, with no
 * model and no network. It solves from the statement and its state, and evolves from exactly the staged folders of
 * its invocation; it runs in Floe's JVM, so a call costs microseconds, not a JVM start.
 */
public final class SampleAgent implements Agent {

  @Override
  public AgentOutcome run(Invocation invocation) {
    long started = System.nanoTime();
    List<String> log = new ArrayList<>();
    int exit = 0;
    try {
      if (invocation.phase() == Phase.EVOLVE) {
        Evolution.evolve(invocation, log).write(invocation.stateDir());
      } else {
        solve(invocation, log);
      }
    } catch (IOException | RuntimeException e) {
      // Whatever went wrong is this call's failure (agent_exit), never the pipeline's.
      log.add("error: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
      exit = 1;
    }
    long ms = (System.nanoTime() - started) / 1_000_000;
    boolean timedOut = invocation.timeout().map(t -> ms > t.toMillis()).orElse(false);
    write(invocation.log(), invocation.phase().word(), log);
    return new AgentOutcome(new ProcessOutcome(exit, timedOut, ms, Optional.empty()), Optional.empty());
  }

  private static void solve(Invocation invocation, List<String> log) throws IOException {
    Statement statement = Statement.read(invocation.caseId().orElseThrow(), invocation.taskDir().orElseThrow());
    TaskKind kind = TaskFamily.of(statement).orElseThrow(() -> new IllegalArgumentException(
        TaskFamily.unknown(statement)));
    SampleState state = SampleState.read(invocation.stateDir());
    Conventions conventions = Conventions.decide(kind, statement, state.beliefs(), invocation.seed());
    log.add(statement.caseId() + ": task kind " + kind.name());
    conventions.notes().forEach(log::add);
    Answer answer = kind.solve(statement, conventions.values());
    Files.writeString(invocation.answerDir().orElseThrow().resolve(answer.fileName()), answer.content(),
        StandardCharsets.UTF_8);
    log.add("wrote " + answer.fileName());
  }

  private static void write(Path file, String phase, List<String> lines) {
    StringBuilder text = new StringBuilder();
    lines.forEach(l -> text.append("sample ").append(phase).append(": ").append(l).append('\n'));
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException ignored) {
      // the log is best effort, as a command agent's is; the outcome does not depend on it
    }
  }
}
