package dev.floe.aggregation.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tomlj.TomlParseResult;

/** Nesting past 64 levels is refused with its line; brackets inside strings and comments are not nesting. */
class TomlInputTest {
  @Test
  void deepNestingIsRefusedWithItsLineInsteadOfOverflowingTheStack() {
    String text = "a = 1\nb = \"x\"\nc = " + "[".repeat(100_000) + "]".repeat(100_000) + "\n";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TomlInput.parse(text));
    assertEquals("line 3: arrays or inline tables nested more than 64 levels deep", e.getMessage());
  }

  @Test
  void bracketsInStringsAndCommentsAreText() {
    String many = "[".repeat(200);
    String text = "a = \"" + many + "\"\nb = '" + many + "'\nc = \"\"\"\n" + many + "\n\"\"\"\n# " + many + "\n"
        + "d = \"escaped \\\" " + many + "\"\n";
    TomlParseResult toml = TomlInput.parse(text);
    assertFalse(toml.hasErrors(), toml.errors().toString());
    assertEquals(many, toml.getString("a"));
    assertEquals("escaped \" " + many, toml.getString("d"));
  }

  @Test
  void sixtyFourLevelsAreStillRead() {
    TomlParseResult toml = TomlInput.parse("x = " + "[".repeat(64) + "1" + "]".repeat(64) + "\n");
    assertFalse(toml.hasErrors(), toml.errors().toString());
  }
}
