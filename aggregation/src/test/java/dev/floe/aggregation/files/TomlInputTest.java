package dev.floe.aggregation.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tomlj.TomlParseResult;

/**
 * Nesting past 64 levels is refused with its line; brackets inside strings and comments are not nesting; a UTF-8
 * byte-order mark at the start is skipped.
 */
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

  @Test
  void aByteOrderMarkAtTheStartIsSkipped() {
    TomlParseResult toml = TomlInput.parse("\uFEFFa = 1\nb = \"x\"\n");
    assertFalse(toml.hasErrors(), toml.errors().toString());
    assertEquals(1L, toml.getLong("a"));
    assertEquals(1, toml.inputPositionOf("a").column(), "columns count from the first character after the mark");
  }

  @Test
  void aByteOrderMarkElsewhereIsStillASyntaxError() {
    TomlParseResult toml = TomlInput.parse("a = 1\n\uFEFFb = 2\n");
    assertEquals(1, toml.errors().size());
    assertEquals(2, toml.errors().get(0).position().line());
  }
}
