package dev.floe.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** judge.toml: an agent config of kind command or openai, plus the time limit of one judge call. */
class JudgeConfigReaderTest {
  @TempDir Path temp;

  @Test
  void theSampleOpenAiJudgeReads() {
    JudgeConfig judge = JudgeConfigReader.read(Path.of("../samples/agents/judge-openai.toml"));
    assertEquals("openai", judge.agent().kind());
    assertEquals(300.0, judge.timeoutSeconds(), 0);
    assertEquals("gpt-4.1", judge.agent().openai().model());
    assertEquals(Map.of("base_url", "https://api.openai.com/v1", "api_model", "gpt-4.1", "temperature", 0.0,
        "timeout", 300.0), judge.settings(), "what is recorded of it: never the key's variable's value");
  }

  @Test
  void aCommandJudgeRunsItsProgramRelativeToTheConfigWithTheDefaultTimeout() throws Exception {
    Path file = temp.resolve("judge.toml");
    Files.writeString(file, "name = \"mine\"\ncommand = [\"python3\", \"./judge.py\"]\n[env]\nTOKEN = \"${T}\"\n");
    JudgeConfig judge = JudgeConfigReader.read(file);
    assertEquals(List.of("python3", temp.resolve("judge.py").toString()), judge.agent().command());
    assertEquals(600.0, judge.timeoutSeconds(), 0);
    assertEquals(Map.of("TOKEN", "t-1"), AgentConfigReader.resolveEnv(judge.agent(), Map.of("T", "t-1"), "judge"));
  }

  @Test
  void aMissingFileIsNamedAsTheJudgeConfig() {
    AgentConfigException e = assertThrows(AgentConfigException.class,
        () -> JudgeConfigReader.read(temp.resolve("nope.toml")));
    assertEquals(temp.resolve("nope.toml") + ": no such file (the judge config, judge.toml)", e.getMessage());
  }

  @Test
  void aReplayJudgeIsRefused() throws Exception {
    Path file = temp.resolve("judge.toml");
    Files.createDirectories(temp.resolve("answers"));
    Files.writeString(file, "name = \"r\"\nkind = \"replay\"\nanswers = \"answers\"\ntimeout = 0\n");
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> JudgeConfigReader.read(file));
    assertEquals(file + ":2: a judge is kind = \"command\" (a program that prints its verdict) or \"openai\" (the "
        + "built-in judge), not \"replay\"\n" + file + ":4: 'timeout' must be a number of seconds > 0 (the time one "
        + "judge call may take), not 0", e.getMessage());
  }

  @Test
  void aJudgeConfigSavedWithAByteOrderMarkKeepsItsTimeout() throws Exception {
    Path file = temp.resolve("judge.toml");
    Files.writeString(file, "\uFEFFname = \"mine\"\ncommand = [\"python3\", \"./judge.py\"]\ntimeout = 120\n");
    assertEquals(120.0, JudgeConfigReader.read(file).timeoutSeconds(), 0);
  }
}
