package dev.floe.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.process.ProcessOutcome;
import dev.floe.process.ProcessRunner;
import dev.floe.process.ProcessSpec;
import dev.floe.sandbox.CallFolders;
import dev.floe.sandbox.Sandbox;
import dev.floe.sandbox.SandboxedLaunch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An agent that is a program (SPEC §2): its command plus the phase as last argument, cwd = a fresh work folder,
 * and an environment of the caller's PATH, HOME, LANG and TMPDIR, the agent config's {@code env} and the
 * {@code FLOE_*} variables: nothing else of Floe's environment. It runs in the run's sandbox, which shows it its
 * staged folders (the statement, the train cases and a solve's frozen state read-only) and nothing else of Floe's.
 */
public final class CommandAgent implements Agent {
  /** The caller's variables an agent inherits; everything else of Floe's environment stays out. */
  public static final List<String> INHERITED = List.of("PATH", "HOME", "LANG", "TMPDIR");
  private static final ObjectMapper JSON = dev.floe.aggregation.evaluation.Json.MAPPER; // strict: no key twice

  private final List<String> command;
  private final Map<String, String> baseEnvironment;
  private final Sandbox sandbox;

  /** The part of {@code environment} that agents, graders and environments inherit: {@link #INHERITED} only. */
  public static Map<String, String> inherited(Map<String, String> environment) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String name : INHERITED) {
      if (environment.get(name) != null) {
        out.put(name, environment.get(name));
      }
    }
    return out;
  }

  /** {@code resolvedEnv}: the agent config's {@code env} with its references already resolved. No sandbox. */
  public CommandAgent(List<String> command, Map<String, String> callerEnv, Map<String, String> resolvedEnv) {
    this(command, callerEnv, resolvedEnv, Sandbox.none());
  }

  public CommandAgent(List<String> command, Map<String, String> callerEnv, Map<String, String> resolvedEnv,
      Sandbox sandbox) {
    this.command = List.copyOf(command);
    Map<String, String> base = inherited(callerEnv);
    base.putAll(resolvedEnv);
    this.baseEnvironment = Map.copyOf(base);
    this.sandbox = sandbox;
  }

  @Override
  public AgentOutcome run(Invocation invocation) throws InterruptedException {
    List<String> line = new ArrayList<>(command);
    line.add(invocation.phase().word());
    Map<String, String> env = new LinkedHashMap<>(baseEnvironment);
    env.putAll(invocation.variables());
    ProcessOutcome outcome;
    try (SandboxedLaunch launch = SandboxedLaunch.prepare(sandbox, line, env, folders(invocation),
        invocation.environmentUrl())) {
      outcome = ProcessRunner.run(new ProcessSpec(launch.command(), invocation.workDir(), launch.environment(),
          invocation.timeout(), invocation.log(), Optional.empty()));
    } catch (IOException e) {
      outcome = ProcessOutcome.notStarted("cannot set up the sandbox: " + e.getMessage());
    }
    return new AgentOutcome(outcome, usage(invocation.workDir(), invocation.log()));
  }

  /** What the call may write (its cwd, its answer, an evolve's state) and what it may only read. */
  private static CallFolders folders(Invocation invocation) {
    List<Path> writable = new ArrayList<>(List.of(invocation.workDir()));
    List<Path> readOnly = new ArrayList<>();
    invocation.answerDir().ifPresent(writable::add);
    (invocation.phase() == Phase.EVOLVE ? writable : readOnly).add(invocation.stateDir());
    invocation.taskDir().ifPresent(readOnly::add);
    invocation.trainDir().ifPresent(readOnly::add);
    return new CallFolders(invocation.workDir(), writable, readOnly);
  }

  /** The agent's {@code usage.json}; one that does not parse is noted in the log and ignored, never fatal. */
  public static Optional<JsonNode> usage(Path workDir, Path log) {
    Path file = workDir.resolve("usage.json");
    // Never through a link: the agent could point it at a file it may not read, and Floe would copy that into
    // run.json; nor a pipe or a device, which would block or never end.
    if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        note(log, "floe: usage.json is not a regular file (a link?); usage not recorded\n");
      }
      return Optional.empty();
    }
    try {
      // A handful of figures; it goes into run.json whole, so a huge one is not read (nor the record bloated).
      long limit = 1L << 20;
      if (Files.size(file) > limit) {
        note(log, "floe: usage.json is larger than " + limit + " bytes; usage not recorded\n");
        return Optional.empty();
      }
      JsonNode node = JSON.readTree(file.toFile());
      if (node != null && node.isObject()) {
        return Optional.of(withoutImpossibleFigures((com.fasterxml.jackson.databind.node.ObjectNode) node, log));
      }
    } catch (IOException e) {
      // reported below
    }
    note(log, "floe: usage.json is not a JSON object; usage not recorded\n");
    return Optional.empty();
  }

  /**
   * A figure is a count or a cost: a negative one, or one too large for a double ({@code 1e400}), is the agent's
   * mistake. It is left out with a note, never allowed to fail the run record (and so the run) that carries it.
   */
  private static JsonNode withoutImpossibleFigures(com.fasterxml.jackson.databind.node.ObjectNode usage, Path log) {
    List<String> impossible = new ArrayList<>();
    usage.properties().forEach(e -> {
      double value = e.getValue().doubleValue();
      if (e.getValue().isNumber() && (!Double.isFinite(value) || value < 0)) {
        impossible.add(e.getKey());
      }
    });
    impossible.forEach(name -> note(log, "floe: usage.json figure \"" + name + "\" is " + usage.get(name)
        + ", not a number >= 0; not recorded\n"));
    // A figure written as a string ("1000") is the likely mistake; other text (a model name, notes) is just kept.
    usage.properties().stream().filter(e -> e.getValue().isTextual() && looksLikeANumber(e.getValue().asText()))
        .forEach(e -> note(log, "floe: usage.json \"" + e.getKey() + "\" is the string " + e.getValue()
            + ", not a number: kept in run.json as written, but not counted as a figure\n"));
    usage.remove(impossible);
    return usage;
  }

  private static boolean looksLikeANumber(String text) {
    return text.length() <= 32 && text.strip().matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
  }

  private static void note(Path log, String line) {
    try {
      Files.writeString(log, line, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
    } catch (IOException ignored) {
      // the log is best effort; the run's outcome does not depend on it
    }
  }
}
