package dev.floe.aggregation.files;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Emits TOML from plain values (String, Boolean, Integer/Long, Double, Instant and java.time types,
 * List, Map with String keys). tomlj only reads TOML, so Floe writes the few files it owns with this.
 */
public final class TomlText {
  private static final Pattern BARE_KEY = Pattern.compile("[A-Za-z0-9_-]+");

  private TomlText() {}

  /** The document for a root table; maps become [tables], lists of maps become [[arrays of tables]]. */
  public static String of(Map<String, ?> root) {
    StringBuilder out = new StringBuilder();
    writeTable(out, List.of(), root, false);
    return out.toString();
  }

  private static void writeTable(StringBuilder out, List<String> path, Map<String, ?> table, boolean arrayItem) {
    List<String> nested = new ArrayList<>();
    List<String> tableArrays = new ArrayList<>();
    if (!path.isEmpty()) {
      if (out.length() > 0) {
        out.append('\n');
      }
      String header = dotted(path);
      out.append(arrayItem ? "[[" + header + "]]" : "[" + header + "]").append('\n');
    }
    for (Map.Entry<String, ?> entry : table.entrySet()) {
      Object value = entry.getValue();
      if (value == null) {
        continue; // TOML has no null: an absent key is how "not set" is said.
      }
      if (value instanceof Map) {
        nested.add(entry.getKey());
      } else if (isTableArray(value)) {
        tableArrays.add(entry.getKey());
      } else {
        out.append(key(entry.getKey())).append(" = ").append(value(value)).append('\n');
      }
    }
    for (String name : nested) {
      Map<String, ?> child = asMap(table.get(name));
      List<String> childPath = append(path, name);
      writeTable(out, childPath, child, false);
    }
    for (String name : tableArrays) {
      for (Object item : (List<?>) table.get(name)) {
        writeTable(out, append(path, name), asMap(item), true);
      }
    }
  }

  private static boolean isTableArray(Object value) {
    return value instanceof List<?> list && !list.isEmpty() && list.stream().allMatch(v -> v instanceof Map);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, ?> asMap(Object value) {
    return (Map<String, ?>) value;
  }

  private static List<String> append(List<String> path, String name) {
    List<String> longer = new ArrayList<>(path);
    longer.add(name);
    return longer;
  }

  private static String dotted(List<String> path) {
    StringBuilder text = new StringBuilder();
    for (String part : path) {
      if (text.length() > 0) {
        text.append('.');
      }
      text.append(key(part));
    }
    return text.toString();
  }

  /** A key, bare when TOML allows it and quoted otherwise. */
  public static String key(String key) {
    return BARE_KEY.matcher(key).matches() ? key : string(key);
  }

  /** One value in TOML syntax; lists and maps become inline arrays and inline tables. */
  public static String value(Object value) {
    if (value instanceof String s) {
      return string(s);
    }
    if (value instanceof Boolean || value instanceof Integer || value instanceof Long
        || value instanceof Short || value instanceof Byte) {
      return value.toString();
    }
    if (value instanceof Double || value instanceof Float) {
      return decimal(((Number) value).doubleValue());
    }
    if (value instanceof Instant instant) {
      return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.SECONDS));
    }
    if (value instanceof OffsetDateTime time) {
      return time.getOffset().equals(ZoneOffset.UTC)
          ? DateTimeFormatter.ISO_INSTANT.format(time.toInstant())
          : DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(time);
    }
    if (value instanceof LocalDateTime || value instanceof LocalDate || value instanceof LocalTime) {
      return value.toString();
    }
    if (value instanceof List<?> list) {
      List<String> items = new ArrayList<>();
      for (Object item : list) {
        items.add(value(item));
      }
      return "[" + String.join(", ", items) + "]";
    }
    if (value instanceof Map<?, ?> map) {
      List<String> items = new ArrayList<>();
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (entry.getValue() != null) {
          items.add(key(entry.getKey().toString()) + " = " + value(entry.getValue()));
        }
      }
      return items.isEmpty() ? "{}" : "{ " + String.join(", ", items) + " }";
    }
    throw new IllegalArgumentException("TOML cannot hold a " + value.getClass().getSimpleName());
  }

  private static String decimal(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    String text = Double.toString(d);
    // Java writes 1.0E-5; TOML wants an exponent without a trailing fraction problem: 1.0e-5 is fine.
    return text.replace('E', 'e');
  }

  /** A basic string with every character TOML requires escaped. */
  public static String string(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            out.append(String.format("\\u%04X", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
