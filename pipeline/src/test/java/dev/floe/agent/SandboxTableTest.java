package dev.floe.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code [sandbox]} table of agent.toml: paths relative to agent.toml or to the home folder ({@code ~/}), which
 * must exist; every mistake named with its line, all at once; and only for agents that are programs (not for
 * built-in agents, nor for judges, which run outside the sandbox).
 */
class SandboxTableTest {
  @TempDir Path temp;

  private Path write(String toml) throws Exception {
    Path file = temp.resolve("agent.toml");
    Files.writeString(file, toml);
    return file;
  }

  @Test
  void pathsAreRelativeToTheConfigOrTheHomeFolder() throws Exception {
    Files.createDirectories(temp.resolve("venv"));
    Path file = write("name = \"a\"\ncommand = [\"./run.sh\"]\n[sandbox]\nread_only = [\"venv\", \"~\"]\n"
        + "writable = [\"" + temp + "\"]\n");
    AgentConfig config = AgentConfigReader.read(file);
    assertEquals(List.of(temp.resolve("venv").toString(), Path.of(System.getProperty("user.home")).normalize()
        .toString()), config.sandboxReadOnly());
    assertEquals(List.of(temp.toString()), config.sandboxWritable());
  }

  @Test
  void everyMistakeIsNamedWithItsLine() throws Exception {
    Path file = write("""
        name = "a"
        command = ["./run.sh"]
        [sandbox]
        read_only = ["missing", 3]
        writable = "notes"
        network = false
        """);
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> AgentConfigReader.read(file));
    assertEquals(String.join("\n",
        file + ":6: unknown key 'sandbox.network' (known keys: read_only, writable)",
        file + ":4: 'sandbox.read_only': missing (" + temp.resolve("missing") + ") does not exist",
        file + ":4: 'sandbox.read_only' element 2 must be a path",
        file + ":5: 'sandbox.writable' must be an array of paths"), e.getMessage());
  }

  @Test
  void aJudgeHasNoSandboxTable() throws Exception {
    Path file = write("name = \"j\"\ncommand = [\"./judge.sh\"]\n[sandbox]\nread_only = [\".\"]\n");
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> JudgeConfigReader.read(file));
    assertEquals(file + ":3: unknown key 'sandbox' (known keys: answers, command, env, kind, model, name, openai, "
        + "thinking_level, timeout, version)", e.getMessage());
  }

  @Test
  void aBuiltInAgentHasNoSandboxTable() throws Exception {
    Path file = write("name = \"a\"\nkind = \"sample\"\n[sandbox]\nread_only = [\".\"]\n");
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> AgentConfigReader.read(file));
    assertEquals(file + ":3: 'sandbox' is for kind = \"command\" only; the sample agent is built into Floe",
        e.getMessage());
  }
}
