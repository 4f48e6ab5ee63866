package dev.floe.aggregation.evaluation;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.filter.FilteringParserDelegate;
import com.fasterxml.jackson.core.filter.TokenFilter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/** The JSON conventions of Floe's files: one shared mapper, typed field reads that say what is wrong. */
public final class Json {
  /** Thread-safe once configured; every file Floe writes uses it, so all files look alike. */
  public static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
      .build();

  private Json() {}

  /** Shared and never handed out, so records without unknown fields need no copy of their own. */
  private static final ObjectNode EMPTY = JsonMapper.builder().build().createObjectNode();

  /** A private copy of unknown fields for a record to keep (callers only ever get copies of it). */
  static ObjectNode keep(ObjectNode extra) {
    return extra == null || extra.isEmpty() ? EMPTY : extra.deepCopy();
  }

  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** Pretty JSON with a final newline, as people expect of a file. */
  public static String text(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serializes", e);
    }
  }

  /** Parses a whole document; the message of a syntax error says line and column. */
  public static JsonNode parse(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      var where = e.getLocation();
      String place = where == null ? "" : "line " + where.getLineNr() + ", column " + where.getColumnNr() + ": ";
      throw new IllegalArgumentException(place + "not valid JSON (" + plain(e.getOriginalMessage()) + ")", e);
    }
  }

  /** Jackson's message without its advice to programmers (which feature to enable, which constraint to raise). */
  public static String plain(String message) {
    if (message == null) {
      return "unreadable";
    }
    java.util.regex.Matcher token = java.util.regex.Pattern.compile("Non-standard token '([^']+)'.*").matcher(message);
    if (token.matches()) {
      return token.group(1) + " is not a number JSON allows: numbers are finite";
    }
    if (message.startsWith("Document nesting depth")) {
      return "nested deeper than " + MAPPER.getFactory().streamReadConstraints().getMaxNestingDepth() + " levels";
    }
    // Jackson's own wording names its settings and hides the source; the place is already in front of the message.
    return message.replaceAll("\\s*\\(from `StreamReadConstraints[^)]*\\)", "")
        .replaceAll(":\\s*enable `[^`]*` to allow.*", "")
        .replaceAll("\\s*\\(not recognized as one since Feature[^)]*\\)", "")
        .replaceAll("\\s*\\(start marker at \\[Source: REDACTED[^]]*\\]\\)", "");
  }

  /**
   * Parses a whole document but leaves out every object field named {@code skipped}, without building
   * its tree: a leaderboard reading 10,000 results.json files needs no per-case detail.
   */
  public static JsonNode parseWithout(String text, String skipped) {
    TokenFilter filter = new TokenFilter() {
      @Override
      public TokenFilter includeProperty(String name) {
        // `this`, not INCLUDE_ALL: keep filtering below, where the skipped field sits.
        return name.equals(skipped) ? null : this;
      }
    };
    try (JsonParser raw = MAPPER.createParser(text);
        JsonParser parser = new FilteringParserDelegate(raw, filter, TokenFilter.Inclusion.INCLUDE_ALL_AND_PATH,
            true)) {
      // The mapper's own trailing-token check would read through the filter, which hides what follows.
      JsonNode node = MAPPER.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(parser);
      if (node == null || node.isMissingNode()) {
        throw new IllegalArgumentException("empty: not valid JSON");
      }
      if (raw.nextToken() != null) {
        var where = raw.currentLocation();
        throw new IllegalArgumentException("line " + where.getLineNr() + ", column " + where.getColumnNr()
            + ": not valid JSON (more after the end of the document)");
      }
      return node;
    } catch (JsonProcessingException e) {
      var where = e.getLocation();
      String place = where == null ? "" : "line " + where.getLineNr() + ", column " + where.getColumnNr() + ": ";
      throw new IllegalArgumentException(place + "not valid JSON (" + plain(e.getOriginalMessage()) + ")", e);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static ObjectNode requireObject(JsonNode node, String what) {
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException(what + " must be a JSON object");
    }
    return (ObjectNode) node;
  }

  static String text(JsonNode object, String field, boolean required) {
    JsonNode value = object.get(field);
    if (value == null || value.isNull()) {
      if (required) {
        throw new IllegalArgumentException("\"" + field + "\" is missing");
      }
      return null;
    }
    if (!value.isTextual()) {
      throw new IllegalArgumentException("\"" + field + "\" must be a string, not " + value);
    }
    return value.asText();
  }

  static Double number(JsonNode object, String field) {
    JsonNode value = object.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isNumber()) {
      throw new IllegalArgumentException("\"" + field + "\" must be a number, not " + value);
    }
    return value.doubleValue();
  }

  static int integer(JsonNode object, String field, int fallback) {
    JsonNode value = object.get(field);
    if (value == null || value.isNull()) {
      return fallback;
    }
    if (!value.canConvertToInt() || !value.isIntegralNumber()) {
      throw new IllegalArgumentException("\"" + field + "\" must be a whole number, not " + value);
    }
    return value.intValue();
  }

  static boolean bool(JsonNode object, String field, boolean fallback) {
    JsonNode value = object.get(field);
    if (value == null || value.isNull()) {
      return fallback;
    }
    if (!value.isBoolean()) {
      throw new IllegalArgumentException("\"" + field + "\" must be true or false, not " + value);
    }
    return value.booleanValue();
  }

  static Instant instant(JsonNode object, String field) {
    String text = text(object, field, false);
    if (text == null) {
      return null;
    }
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("\"" + field + "\" must be an ISO 8601 UTC time such as "
          + "2026-10-29T12:00:00Z, not \"" + text + "\"");
    }
  }

  static void putInstant(ObjectNode object, String field, Instant value) {
    if (value != null) {
      object.put(field, value.truncatedTo(ChronoUnit.SECONDS).toString());
    }
  }

  /** Writes a figure as a whole number when it is one, so token counts do not read "1234.0". */
  static void putFigure(ObjectNode object, String field, double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      object.put(field, (long) value);
    } else {
      object.put(field, value);
    }
  }

  /** The fields of {@code node} that are not among {@code known}: kept so a newer Floe's data survives. */
  static ObjectNode unknownFields(ObjectNode node, java.util.Set<String> known) {
    ObjectNode extra = object();
    node.properties().forEach(e -> {
      if (!known.contains(e.getKey())) {
        extra.set(e.getKey(), e.getValue().deepCopy());
      }
    });
    return extra;
  }
}
