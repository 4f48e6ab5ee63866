package dev.floe.agent.sample;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Dates from filings, rewritten in the register's format, as {@code answer.json} {@code {"dates": [...]}}. */
final class FilingDatesTask implements TaskKind {
  static final Convention FORMAT = new Convention("dates.format", "how the register writes a date",
      List.of("YYYY-MM-DD", "DD.MM.YYYY", "MM/DD/YYYY", "D Month YYYY"));
  static final Convention SLASHES = new Convention("dates.slashes", "how to read a date written with slashes",
      List.of("month first", "day first"));
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final Pattern DOTTED = Pattern.compile("\\b(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})\\b");
  private static final Pattern ISO = Pattern.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b");
  private static final Pattern SLASHED = Pattern.compile("\\b(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b");
  private static final Pattern WORDS = Pattern.compile("\\b(\\d{1,2}) ([A-Z][a-z]+) (\\d{4})\\b");

  @Override
  public String name() {
    return "dates";
  }

  @Override
  public boolean recognizes(Statement statement) {
    return statement.heading().startsWith("Filing dates");
  }

  @Override
  public List<Convention> conventions() {
    return List.of(FORMAT, SLASHES);
  }

  @Override
  public Optional<Quote> said(Convention convention, Statement statement) {
    for (String line : statement.prose()) {
      String lower = line.toLowerCase(Locale.ROOT);
      if (convention == FORMAT && lower.contains("register")) {
        // An example date in a sentence about the register shows its format.
        if (DOTTED.matcher(line).find()) {
          return Optional.of(new Quote("DD.MM.YYYY", line));
        }
        if (ISO.matcher(line).find()) {
          return Optional.of(new Quote("YYYY-MM-DD", line));
        }
        if (WORDS.matcher(line).find()) {
          return Optional.of(new Quote("D Month YYYY", line));
        }
      } else if (convention == SLASHES && line.contains("/")) {
        if (lower.contains("day/month") || lower.contains("dd/mm")) {
          return Optional.of(new Quote("day first", line));
        }
        if (lower.contains("month/day") || lower.contains("mm/dd")) {
          return Optional.of(new Quote("month first", line));
        }
      }
    }
    return Optional.empty();
  }

  @Override
  public Answer solve(Statement statement, Map<String, String> values) {
    List<String> items = statement.numberedItems();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("no dates listed (a numbered list of dates)");
    }
    ObjectNode answer = JSON.createObjectNode();
    ArrayNode dates = answer.putArray("dates");
    for (String item : items) {
      dates.add(format(parse(item, values.get(SLASHES.key()).equals("day first")), values.get(FORMAT.key())));
    }
    try {
      return new Answer("answer.json", JSON.writeValueAsString(answer) + "\n");
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static LocalDate parse(String text, boolean dayFirst) {
    try {
      Matcher m = ISO.matcher(text);
      if (m.find()) {
        return LocalDate.of(num(m, 1), num(m, 2), num(m, 3));
      }
      m = SLASHED.matcher(text);
      if (m.find()) {
        int a = num(m, 1);
        int b = num(m, 2);
        // Only an ambiguous date needs the convention: 25/03 can only be day first.
        boolean day = a > 12 || (b <= 12 && dayFirst);
        return LocalDate.of(num(m, 3), day ? b : a, day ? a : b);
      }
      m = DOTTED.matcher(text);
      if (m.find()) {
        return LocalDate.of(num(m, 3), num(m, 2), num(m, 1));
      }
      m = WORDS.matcher(text);
      if (m.find()) {
        return LocalDate.of(num(m, 3), Month.valueOf(m.group(2).toUpperCase(Locale.ROOT)), num(m, 1));
      }
    } catch (DateTimeException | IllegalArgumentException e) {
      throw new IllegalArgumentException("'" + text + "' is not a date: " + e.getMessage());
    }
    throw new IllegalArgumentException("'" + text + "' is not a date the sample agent can read");
  }

  private static String format(LocalDate date, String format) {
    return switch (format) {
      case "YYYY-MM-DD" -> date.toString();
      case "DD.MM.YYYY" -> String.format(Locale.ROOT, "%02d.%02d.%04d", date.getDayOfMonth(), date.getMonthValue(),
          date.getYear());
      case "MM/DD/YYYY" -> String.format(Locale.ROOT, "%02d/%02d/%04d", date.getMonthValue(), date.getDayOfMonth(),
          date.getYear());
      case "D Month YYYY" -> date.getDayOfMonth() + " " + date.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)
          + " " + date.getYear();
      default -> throw new IllegalArgumentException("unknown date format " + format);
    };
  }

  private static int num(Matcher m, int group) {
    return Integer.parseInt(m.group(group));
  }
}
