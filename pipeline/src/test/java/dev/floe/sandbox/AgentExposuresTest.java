package dev.floe.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What of the host a command agent is shown besides the system folders, decided before the run: its code's folder,
 * or its file alone when that folder holds the repository; never a path inside the repository or the output; and a
 * refusal, before anything runs, when the program or its interpreter would not be inside.
 */
class AgentExposuresTest {
  @TempDir Path temp;
  private Path repo;
  private Map<String, Path> hidden;

  @BeforeEach
  void layout() throws Exception {
    repo = Files.createDirectories(temp.resolve("project/repo/packages")).getParent();
    hidden = new LinkedHashMap<>();
    hidden.put("the benchmark repository", repo);
    hidden.put("the output folder", Files.createDirectories(temp.resolve("project/out")));
  }

  private Path script(Path path, String firstLine) throws Exception {
    Files.createDirectories(path.getParent());
    Files.writeString(path, firstLine + "\necho hi\n");
    path.toFile().setExecutable(true);
    return path.toRealPath();
  }

  private AgentExposures.Result of(List<String> command) {
    return AgentExposures.of(command, List.of(), List.of(), "/usr/bin:/bin", hidden, "agent.toml");
  }

  @Test
  void theAgentsCodeFolderIsShownReadOnly() throws Exception {
    Path agent = script(temp.resolve("agents/my-agent.sh"), "#!/bin/sh");
    AgentExposures.Result result = of(List.of("bash", agent.toString()));
    assertEquals(List.of(), result.problems());
    assertEquals(List.of(new Exposure(agent.getParent().toString(), false)), result.exposures());
  }

  @Test
  void aCodeFolderThatHoldsTheRepositoryIsNotShownOnlyTheFile() throws Exception {
    Path agent = script(temp.resolve("project/agent.sh"), "#!/bin/sh");
    AgentExposures.Result result = of(List.of(agent.toString()));
    assertEquals(List.of(), result.problems());
    assertEquals(List.of(new Exposure(agent.toString(), false)), result.exposures());
  }

  @Test
  void aCommandPathInsideTheRepositoryIsRefused() throws Exception {
    Path inside = script(repo.resolve("tools/run.sh"), "#!/bin/sh");
    AgentExposures.Result result = of(List.of("bash", inside.toString()));
    assertEquals(List.of("agent.toml: command: " + inside + " lies in the benchmark repository " + repo.toRealPath()
        + "; the sandbox never shows it to an agent"), result.problems());
  }

  @Test
  void anInterpreterTheSandboxWouldNotShowIsRefusedNamingIt() throws Exception {
    Path python = script(temp.resolve("home/.pyenv/shims/python3"), "#!/bin/sh");
    Path agent = script(temp.resolve("agents/agent.py"), "#!" + python);
    AgentExposures.Result result = of(List.of(agent.toString()));
    assertEquals(List.of("agent.toml: command: " + agent + " starts with '#!" + python + "', and '" + python
        + "' is not inside the sandbox: list its folder in [sandbox] read_only, or run with --sandbox none"),
        result.problems());
    Path env = script(temp.resolve("agents/other.py"), "#!/usr/bin/env -S no-such-interpreter-here -u");
    assertEquals(1, of(List.of(env.toString())).problems().size(), "env's program is looked up on PATH too");
  }

  @Test
  void aListedPathMustExistAndStayClearOfTheRepositoryAndTheOutput() throws Exception {
    Path tools = Files.createDirectories(temp.resolve("tools"));
    Path inOutput = Files.createDirectories(temp.resolve("project/out/x"));
    AgentExposures.Result result = AgentExposures.of(List.of("true"),
        List.of(tools.toString(), temp.resolve("project").toString(), temp.resolve("gone").toString()),
        List.of(inOutput.toString()), "/usr/bin:/bin", hidden, "agent.toml");
    assertEquals(List.of(
        "agent.toml: sandbox.read_only: " + temp.resolve("project") + " holds the benchmark repository "
            + repo.toRealPath() + "; the sandbox never shows it to an agent",
        "agent.toml: sandbox.read_only: " + temp.resolve("gone") + " does not exist",
        "agent.toml: sandbox.writable: " + inOutput + " lies in the output folder "
            + temp.resolve("project/out").toRealPath() + "; the sandbox never shows it to an agent"),
        result.problems());
    assertEquals(List.of(new Exposure(tools.toString(), false)), result.exposures());
  }
}
