package dev.floe.run;

import dev.floe.agent.AgentConfig;
import dev.floe.sandbox.AgentExposures;
import dev.floe.sandbox.BwrapProbe;
import dev.floe.sandbox.Sandbox;
import dev.floe.sandbox.SandboxMode;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Decides, once per run, what confines the agent: {@code --sandbox} and {@code --no-network}, the agent's kind, and
 * whether bubblewrap works here (probed). {@code auto} without a working bwrap runs unconfined after one warning that
 * says what is then not prevented; a promise that cannot be kept ({@code --sandbox bwrap}, {@code --no-network})
 * refuses the run instead.
 */
final class SandboxChoice {
  static final String UNCONFINED = "agents run as your user with nothing but their staged folders to keep them "
      + "honest: nothing prevents an agent from reading the benchmark repository and its rubrics (Floe's command "
      + "line, in /proc, names it), the output folder (other attempts' answers, the graders' rubric copies), other "
      + "agents' staged folders, your home folder and every other file your user can read, or from using the "
      + "network";

  private SandboxChoice() {}

  static Sandbox choose(RunRequest request, AgentConfig agent, Map<String, String> environment, Path repo, Path out,
      Path workRoot, PrintWriter err) throws IOException, InterruptedException {
    if (!agent.kind().equals(AgentConfig.COMMAND_KIND)) {
      if (request.sandbox() == SandboxMode.BWRAP || request.noNetwork()) {
        err.println("floe run: note: the " + agent.kind() + " agent is built into Floe and runs inside it, not as a "
            + "program: --sandbox and --no-network apply to command agents only");
      }
      return Sandbox.inProcess();
    }
    if (request.sandbox() == SandboxMode.NONE) {
      if (request.noNetwork()) {
        throw new RunRefused("--no-network needs the bwrap sandbox, and --sandbox none turns it off: without a "
            + "sandbox nothing can keep an agent off the network (use --sandbox bwrap or auto)");
      }
      return Sandbox.none();
    }
    // The probe's scratch is a temporary folder of its own: a run refused after this leaves no trace anywhere.
    Path probeScratch = Files.createTempDirectory("floe-bwrap-probe-");
    BwrapProbe.Result probe;
    try {
      probe = BwrapProbe.probe(environment, !request.noNetwork(), probeScratch);
    } finally {
      FolderCopy.delete(probeScratch);
    }
    if (!probe.works()) {
      String why = probe.failure().orElseThrow();
      if (request.sandbox() == SandboxMode.BWRAP) {
        throw new RunRefused("--sandbox bwrap: " + why + "; install bubblewrap (Debian and Ubuntu: apt-get install "
            + "bubblewrap), or choose --sandbox none knowing that " + UNCONFINED);
      }
      if (request.noNetwork()) {
        throw new RunRefused("--no-network needs the bwrap sandbox, and " + why + "; install bubblewrap (Debian "
            + "and Ubuntu: apt-get install bubblewrap), or drop --no-network");
      }
      err.println("floe run: warning: no sandbox: " + why + ". So " + UNCONFINED + ". Install bubblewrap (Debian "
          + "and Ubuntu: apt-get install bubblewrap) to confine them, or pass --sandbox none to run like this "
          + "without this warning.");
      return Sandbox.none();
    }
    Map<String, Path> hidden = new LinkedHashMap<>();
    hidden.put("the benchmark repository", repo);
    hidden.put("the output folder", out);
    hidden.put("the work folder", workRoot);
    AgentExposures.Result exposures = AgentExposures.of(agent.command(), agent.sandboxReadOnly(),
        agent.sandboxWritable(), environment.getOrDefault("PATH", ""), hidden, request.agentConfig().toString());
    if (!exposures.problems().isEmpty()) {
      throw new RunRefused(String.join("\n", exposures.problems()) + "\nfloe run: refusing to start: the agent "
          + "could not run in the sandbox (--sandbox " + request.sandbox().word() + ")");
    }
    return new Sandbox(Sandbox.Kind.BWRAP, !request.noNetwork(), probe.program().orElseThrow().toString(),
        probe.disableUserns(), exposures.exposures(), AgentExposures.hiddenPaths(hidden),
        workRoot.resolve("sandbox").toString());
  }

  /** What the evaluation's config records of the sandbox, under {@code [protocol]}. */
  static Map<String, Object> recorded(Sandbox sandbox) {
    Map<String, Object> protocol = new LinkedHashMap<>();
    protocol.put("sandbox", sandbox.kind().word());
    if (sandbox.kind() != Sandbox.Kind.IN_PROCESS) {
      protocol.put("network", sandbox.network());
    }
    return Map.of("protocol", protocol);
  }
}
