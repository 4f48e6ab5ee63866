package dev.floe.aggregation.files;

import org.tomlj.Toml;
import org.tomlj.TomlParseResult;

/**
 * Parses TOML text with tomlj, after refusing nesting deeper than any config needs: tomlj's parser recurses once per
 * level, so a file of ten thousand {@code [} would overflow the stack instead of getting a message. A UTF-8
 * byte-order mark at the start is skipped: many Windows editors write one, and tomlj would call it a syntax error.
 */
public final class TomlInput {
  /** Arrays and inline tables nested deeper than this are refused; Floe's configs nest two or three levels. */
  public static final int MAX_DEPTH = 64;

  private static final char BYTE_ORDER_MARK = '\uFEFF';

  private TomlInput() {}

  /** The parse result (with tomlj's syntax errors, if any); throws IllegalArgumentException on too deep nesting. */
  public static TomlParseResult parse(String text) {
    text = withoutByteOrderMark(text);
    int line = tooDeepAt(text);
    if (line > 0) {
      throw new IllegalArgumentException("line " + line + ": arrays or inline tables nested more than " + MAX_DEPTH
          + " levels deep");
    }
    try {
      return Toml.parse(text);
    } catch (StackOverflowError e) {
      // Nothing nests this deep by the count above; a construct it does not count still gets a message.
      throw new IllegalArgumentException("nested too deeply to be read");
    }
  }

  /**
   * The text without the byte-order mark it starts with, if any. Only at the start is U+FEFF a mark; elsewhere it is
   * a character, and outside a string tomlj reports it. Lines and columns are unchanged: an editor shows no mark.
   */
  static String withoutByteOrderMark(String text) {
    return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
  }

  /**
   * The line where brackets or braces outside strings and comments first nest past {@link #MAX_DEPTH}, or 0. Only a
   * scanner of TOML's string and comment syntax, so that a {@code [} inside a string is not counted.
   */
  static int tooDeepAt(String text) {
    int depth = 0;
    int line = 1;
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (c == '#') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '"' || c == '\'') {
        boolean multiline = text.startsWith(String.valueOf(c).repeat(3), i);
        String close = multiline ? String.valueOf(c).repeat(3) : String.valueOf(c);
        i += close.length();
        while (i < n && !text.startsWith(close, i)) {
          char s = text.charAt(i);
          if (s == '\n') {
            if (!multiline) {
              break; // an unterminated string: tomlj reports it
            }
            line++;
          }
          if (s == '\\' && c == '"' && i + 1 < n) {
            line += text.charAt(i + 1) == '\n' ? 1 : 0;
            i++;
          }
          i++;
        }
        i += close.length();
      } else {
        if (c == '[' || c == '{') {
          depth++;
          if (depth > MAX_DEPTH) {
            return line;
          }
        } else if ((c == ']' || c == '}') && depth > 0) {
          depth--;
        }
        i++;
      }
    }
    return 0;
  }
}
