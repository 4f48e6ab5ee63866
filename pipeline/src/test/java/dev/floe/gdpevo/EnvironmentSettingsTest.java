package dev.floe.gdpevo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tomlj.Toml;
import org.tomlj.TomlParseResult;

/** The per-group differences of GDPevo's servers, and the environment.toml they become. */
class EnvironmentSettingsTest {

  @Test
  void mostGroupsServeHealthAtTheRootAndAreReadOnly() {
    EnvironmentSettings settings = EnvironmentSettings.forGroup(3, Optional.of("read_only"));
    assertEquals(List.of("python3", "env/server.py"), settings.command());
    assertEquals("TASK_ENV_PORT", settings.portEnv());
    assertEquals("/health", settings.health());
    assertFalse(settings.mutable());
    assertEquals(Map.of("TASK_ENV_BIND", "127.0.0.1", "TASK_ENV_ENABLE_JUDGE", "0"), settings.env());
  }

  @Test
  void theKnownDifferencesOfGdpevosGroups() {
    for (int group : List.of(4, 8, 10, 11)) {
      assertEquals("/api/health", EnvironmentSettings.forGroup(group, Optional.empty()).health(), "group " + group);
    }
    for (int group : List.of(18, 20)) {
      assertEquals(".", EnvironmentSettings.forGroup(group, Optional.empty()).env().get("TASK_GROUP_ROOT"));
    }
    assertTrue(EnvironmentSettings.forGroup(22, Optional.empty()).mutable());
    assertTrue(EnvironmentSettings.forGroup(950, Optional.of("read_write")).mutable());
    assertFalse(EnvironmentSettings.forGroup(21, Optional.empty()).mutable());
    assertFalse(EnvironmentSettings.forGroup(21, Optional.empty()).env().containsKey("TASK_GROUP_ROOT"));
  }

  @Test
  void tomlReadsBackAsTheSettings() {
    EnvironmentSettings settings = EnvironmentSettings.forGroup(18, Optional.empty());
    TomlParseResult toml = Toml.parse(settings.toml(List.of("a header", "")));
    assertEquals(List.of(), toml.errors());
    assertEquals(List.of("python3", "env/server.py"), toml.getArray("command").toList());
    assertEquals("TASK_ENV_PORT", toml.getString("port_env"));
    assertEquals("/health", toml.getString("health"));
    assertEquals(false, toml.getBoolean("mutable"));
    assertEquals("127.0.0.1", toml.getString("env.TASK_ENV_BIND"));
    assertEquals("0", toml.getString("env.TASK_ENV_ENABLE_JUDGE"));
    assertEquals(".", toml.getString("env.TASK_GROUP_ROOT"));
  }
}
