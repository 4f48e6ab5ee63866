package dev.floe.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** agent.toml of the built-in kinds: what they read into, and every problem with its file and line. */
class AgentConfigReaderTest {
  @TempDir Path temp;

  @Test
  void theSamplesSampleAgentIsBuiltIn() {
    AgentConfig config = AgentConfigReader.read(Path.of("../samples/agents/sample.toml"));
    assertEquals(AgentConfig.SAMPLE_KIND, config.kind());
    assertEquals("sample", config.name());
    assertEquals("builtin", config.model());
    assertNull(config.openai());
  }

  @Test
  void anOpenAiAgentHasDefaultsForWhatItLeavesOut() throws Exception {
    AgentConfig config = AgentConfigReader.read(write("""
        name = "gpt"
        model = "gpt-4.1-mini"
        kind = "openai"
        [openai]
        base_url = "https://api.openai.com/v1/"
        """));
    OpenAiSettings openai = config.openai();
    assertEquals("https://api.openai.com/v1/chat/completions", openai.completionsUrl());
    assertEquals("gpt-4.1-mini", openai.model(), "the API model defaults to the row's model");
    assertEquals("OPENAI_API_KEY", openai.apiKeyEnv());
    assertNull(openai.temperature(), "not sent unless set");
    assertNull(openai.maxOutputTokens());
    assertEquals(5, openai.maxRetries());
    assertEquals(config, AgentConfigReader.read(write(Files.readString(temp.resolve("agent.toml")))));
  }

  @Test
  void theSamplesOpenAiConfigReads() {
    AgentConfig config = AgentConfigReader.read(Path.of("../samples/agents/openai.toml"));
    assertEquals(AgentConfig.OPENAI_KIND, config.kind());
    assertEquals("OPENAI_API_KEY", config.openai().apiKeyEnv());
  }

  @Test
  void everyProblemIsNamedWithItsLine() throws Exception {
    Path file = write("""
        name = "gpt"
        kind = "openai"
        command = ["x"]
        [openai]
        base_url = "api.openai.com"
        temperature = 3
        max_output_tokens = 0
        api_key_env = "MY KEY"
        colour = "blue"
        """);
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> AgentConfigReader.read(file));
    assertEquals(String.join("\n",
        file + ":3: 'command' is for kind = \"command\" only; the openai agent is built into Floe",
        file + ":9: unknown key 'openai.colour' (known keys: api_key_env, base_url, max_output_tokens, max_retries, "
            + "model, temperature)",
        file + ":5: 'openai.base_url' is \"api.openai.com\", not an http:// or https:// URL",
        file + ": an openai agent needs a model: 'openai.model' (the API's model id) or 'model'",
        file + ":8: 'openai.api_key_env' names an environment variable (such as \"OPENAI_API_KEY\"; \"\" for an "
            + "endpoint without a key), not \"MY KEY\"",
        file + ":6: 'openai.temperature' must be a number from 0 to 2",
        file + ":7: 'openai.max_output_tokens' must be a whole number from 1 up"), e.getMessage());
  }

  @Test
  void settingsOfAnotherKindAreRefused() throws Exception {
    Path file = write("""
        name = "s"
        kind = "sample"
        [openai]
        base_url = "http://localhost:8000/v1"
        """);
    AgentConfigException e = assertThrows(AgentConfigException.class, () -> AgentConfigReader.read(file));
    assertEquals(file + ":3: [openai] is for kind = \"openai\" only (kind is \"sample\")", e.getMessage());
  }

  private Path write(String text) throws Exception {
    Path file = temp.resolve("agent.toml");
    Files.writeString(file, text);
    return file;
  }
}
