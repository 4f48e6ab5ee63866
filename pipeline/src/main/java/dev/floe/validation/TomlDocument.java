package dev.floe.validation;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import dev.floe.aggregation.files.TomlInput;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * A parsed TOML config file whose typed getters report every wrong or missing value as a {@link Problem} with its
 * line, instead of throwing, so that one reading lists all of a file's problems.
 */
final class TomlDocument {
  /** Config files are a few lines; anything bigger is a mistake, and is not read into memory. */
  static final long MAX_BYTES = 1 << 20;

  private final TomlTable table;
  private final String file;
  private final Problems problems;

  private TomlDocument(TomlTable table, String file, Problems problems) {
    this.table = table;
    this.file = file;
    this.problems = problems;
  }

  /** Parses {@code path}; on a syntax error reports each with line and column and returns empty. */
  static Optional<TomlDocument> parse(Path path, String file, Problems problems) {
    try {
      if (!Files.isRegularFile(path)) {
        // A FIFO or device would block the read or never end it.
        problems.error(file, Files.isDirectory(path) ? "is a folder where a file should be"
            : "is not a regular file (a FIFO, device or socket)", "a TOML file");
        return Optional.empty();
      }
      long size = Files.size(path);
      if (size > MAX_BYTES) {
        problems.error(file, "is " + size + " bytes, too large for a config file", "at most " + MAX_BYTES + " bytes");
        return Optional.empty();
      }
      TomlParseResult result;
      try {
        result = TomlInput.parse(strictUtf8(Files.readAllBytes(path)));
      } catch (IllegalArgumentException e) {
        String message = e.getMessage();
        java.util.regex.Matcher line = java.util.regex.Pattern.compile("line (\\d+): (.*)").matcher(message);
        if (line.matches()) {
          problems.error(file, Integer.parseInt(line.group(1)), 0, line.group(2), "at most "
              + TomlInput.MAX_DEPTH + " levels");
        } else {
          problems.error(file, message, null);
        }
        return Optional.empty();
      }
      if (result.hasErrors()) {
        for (TomlParseError error : result.errors()) {
          TomlPosition at = error.position();
          problems.error(file, at == null ? 0 : at.line(), at == null ? 0 : at.column(),
              "TOML syntax error: " + stripPosition(error.getMessage()), null);
        }
        return Optional.empty();
      }
      return Optional.of(new TomlDocument(result, file, problems));
    } catch (CharacterCodingException e) {
      problems.error(file, "is not valid UTF-8 text", "TOML files are UTF-8");
    } catch (IOException e) {
      problems.error(file, "cannot be read: " + e.getMessage(), null);
    }
    return Optional.empty();
  }

  private static String strictUtf8(byte[] bytes) throws CharacterCodingException {
    return java.nio.charset.StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
        .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
        .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
  }

  // tomlj appends " (line x, column y)" to its messages; the problem carries the position already.
  private static String stripPosition(String message) {
    return message == null ? "unreadable" : message.replaceFirst("\\s*\\(line \\d+, column \\d+\\)\\s*$", "");
  }

  String file() {
    return file;
  }

  /** Errors found so far in this file and its siblings: a reader compares before and after to know if it failed. */
  int errorCount() {
    return problems.errorCount();
  }

  boolean has(List<String> key) {
    return table.contains(key);
  }

  int line(List<String> key) {
    TomlPosition at = table.inputPositionOf(key);
    return at == null ? 0 : at.line();
  }

  /** A required string; missing, not a string, or blank is an error and gives empty. */
  Optional<String> requiredString(List<String> key, String example) {
    if (!table.contains(key)) {
      problems.error(file, "missing required key '" + dotted(key) + "'", "add " + dotted(key) + " = " + example);
      return Optional.empty();
    }
    return string(key, example, true);
  }

  /** An optional string; present but not a string is an error. */
  Optional<String> optionalString(List<String> key, String example) {
    return table.contains(key) ? string(key, example, false) : Optional.empty();
  }

  private Optional<String> string(List<String> key, String example, boolean required) {
    Object value = table.get(key);
    if (!(value instanceof String text)) {
      wrongType(key, value, "a string, such as " + example);
      return Optional.empty();
    }
    if (required && text.isBlank()) {
      problems.error(file, line(key), 0, "'" + dotted(key) + "' is empty", "a non-empty string, such as " + example);
      return Optional.empty();
    }
    return Optional.of(text);
  }

  /** An optional array of strings. */
  Optional<List<String>> optionalStringArray(List<String> key, String example) {
    if (!table.contains(key)) {
      return Optional.of(List.of());
    }
    Object value = table.get(key);
    if (!(value instanceof TomlArray array)) {
      wrongType(key, value, "an array of strings, such as " + example);
      return Optional.empty();
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) {
      if (!(array.get(i) instanceof String s)) {
        problems.error(file, line(key), 0, "'" + dotted(key) + "' element " + (i + 1) + " is " + describe(array.get(i)),
            "an array of strings, such as " + example);
        return Optional.empty();
      }
      out.add(s);
    }
    return Optional.of(out);
  }

  /** A required table; missing or not a table is an error. */
  Optional<TomlTable> requiredTable(List<String> key, String example) {
    if (!table.contains(key)) {
      problems.error(file, "missing required table [" + dotted(key) + "]", "add " + example);
      return Optional.empty();
    }
    return optionalTable(key, example);
  }

  Optional<TomlTable> optionalTable(List<String> key, String example) {
    if (!table.contains(key)) {
      return Optional.empty();
    }
    Object value = table.get(key);
    if (!(value instanceof TomlTable t)) {
      wrongType(key, value, "a table, such as " + example);
      return Optional.empty();
    }
    return Optional.of(t);
  }

  /**
   * An optional non-negative number. Returns empty when absent; {@code null} (not empty) would hide a problem, so
   * a wrong value is reported and counted and the result is empty as well: callers check {@link Problems}.
   */
  OptionalDouble optionalNonNegativeNumber(List<String> key, String unit) {
    if (!table.contains(key)) {
      return OptionalDouble.empty();
    }
    Object value = table.get(key);
    double number;
    if (value instanceof Long l) {
      number = l;
    } else if (value instanceof Double d) {
      number = d;
    } else {
      wrongType(key, value, "a number of " + unit + " >= 0, or no key for no limit");
      return OptionalDouble.empty();
    }
    if (!(number >= 0) || Double.isInfinite(number)) {
      problems.error(file, line(key), 0, "'" + dotted(key) + "' is " + render(value),
          "a number of " + unit + " >= 0, or no key for no limit");
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(number);
  }

  /** An optional non-negative integer. */
  OptionalInt optionalNonNegativeInteger(List<String> key, String unit) {
    if (!table.contains(key)) {
      return OptionalInt.empty();
    }
    Object value = table.get(key);
    if (!(value instanceof Long l)) {
      wrongType(key, value, "a whole number of " + unit + " >= 0, or no key for no limit");
      return OptionalInt.empty();
    }
    if (l < 0 || l > Integer.MAX_VALUE) {
      problems.error(file, line(key), 0, "'" + dotted(key) + "' is " + l,
          "a whole number of " + unit + " >= 0, or no key for no limit");
      return OptionalInt.empty();
    }
    return OptionalInt.of(l.intValue());
  }

  /** The raw value, for checks the getters above do not cover. */
  Object raw(List<String> key) {
    return table.get(key);
  }

  /** Warns about every key of the table at {@code prefix} that is not in {@code known}. */
  void warnUnknownKeys(List<String> prefix, Set<String> known, String expected) {
    TomlTable at = prefix.isEmpty() ? table : table.getTable(prefix);
    if (at == null) {
      return;
    }
    for (String key : at.keySet()) {
      if (!known.contains(key)) {
        List<String> path = new ArrayList<>(prefix);
        path.add(key);
        problems.warning(file, line(path), 0, "unknown key '" + dotted(path) + "' is ignored", expected);
      }
    }
  }

  void error(List<String> key, String message, String expected) {
    problems.error(file, line(key), 0, message, expected);
  }

  void warning(List<String> key, String message, String expected) {
    problems.warning(file, line(key), 0, message, expected);
  }

  private void wrongType(List<String> key, Object value, String expected) {
    problems.error(file, line(key), 0, "'" + dotted(key) + "' is " + describe(value), expected);
  }

  static String dotted(List<String> key) {
    return String.join(".", key);
  }

  /** "an integer (900)" and the like: the TOML type of a value and the value, for messages. */
  static String describe(Object value) {
    if (value instanceof String s) {
      return "a string (\"" + s + "\")";
    }
    if (value instanceof Long || value instanceof Double) {
      return "a number (" + render(value) + ")";
    }
    if (value instanceof Boolean b) {
      return "a boolean (" + b + ")";
    }
    if (value instanceof OffsetDateTime || value instanceof LocalDateTime
        || value instanceof LocalDate || value instanceof LocalTime) {
      return "a date-time (" + value + ")";
    }
    if (value instanceof TomlArray) {
      return "an array";
    }
    if (value instanceof TomlTable) {
      return "a table";
    }
    return "missing";
  }

  private static String render(Object value) {
    return String.valueOf(value);
  }
}
