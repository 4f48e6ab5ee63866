package dev.floe.aggregation.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tomlj.Toml;
import org.tomlj.TomlParseResult;

/** The TOML Floe writes reads back, through tomlj, as exactly what was written. */
class TomlTextTest {
  @Test
  void stringsWithEveryEscapeRoundTrip() {
    String nasty = "quote \" backslash \\ newline \n tab \t bell \u0007 del \u007f unicode é ✓ 𝄞";
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("s", nasty);
    root.put("key with spaces", "v");
    root.put("dotted.key", "w");
    TomlParseResult toml = Toml.parse(TomlText.of(root));
    assertFalse(toml.hasErrors(), toml.errors().toString());
    assertEquals(nasty, toml.getString(List.of("s")));
    assertEquals("v", toml.getString(List.of("key with spaces")));
    assertEquals("w", toml.getString(List.of("dotted.key")));
  }

  @Test
  void tablesArraysAndTimes() {
    Map<String, Object> agent = new LinkedHashMap<>();
    agent.put("name", "a");
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("created", Instant.parse("2026-10-29T12:00:00.123Z"));
    root.put("n", 3L);
    root.put("x", 0.1);
    root.put("tiny", 1e-20);
    root.put("list", List.of("a", "b"));
    root.put("agent", agent);
    root.put("columns", List.of(Map.of("name", "c1"), Map.of("name", "c2")));
    String text = TomlText.of(root);
    assertEquals("created = 2026-10-29T12:00:00Z\nn = 3\nx = 0.1\ntiny = 1.0e-20\nlist = [\"a\", \"b\"]\n\n"
        + "[agent]\nname = \"a\"\n\n[[columns]]\nname = \"c1\"\n\n[[columns]]\nname = \"c2\"\n", text);
    TomlParseResult toml = Toml.parse(text);
    assertFalse(toml.hasErrors(), toml.errors().toString());
    assertEquals(1e-20, toml.getDouble("tiny"));
    assertEquals("c2", toml.getArray("columns").getTable(1).getString("name"));
  }
}
