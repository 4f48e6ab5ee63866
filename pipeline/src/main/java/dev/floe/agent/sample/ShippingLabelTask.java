package dev.floe.agent.sample;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** An address label: name, street, postcode with city, and country, one a line, as {@code label.txt}. */
final class ShippingLabelTask implements TaskKind {
  static final Convention LETTERS = new Convention("label.letters", "letters on a label",
      List.of("as written", "capitals"));
  static final Convention POSTCODE = new Convention("label.postcode", "where the postcode goes",
      List.of("city first", "postcode first"));
  static final Convention COUNTRY = new Convention("label.country", "how the country is written",
      List.of("country name", "ISO alpha-2", "ISO alpha-3"));
  /** The countries a European carrier's labels name: name, alpha-2, alpha-3 (ISO 3166-1). */
  private static final List<List<String>> COUNTRIES = List.of(
      List.of("Austria", "AT", "AUT"), List.of("Belgium", "BE", "BEL"), List.of("Czechia", "CZ", "CZE"),
      List.of("Denmark", "DK", "DNK"), List.of("Finland", "FI", "FIN"), List.of("France", "FR", "FRA"),
      List.of("Germany", "DE", "DEU"), List.of("Greece", "GR", "GRC"), List.of("Ireland", "IE", "IRL"),
      List.of("Italy", "IT", "ITA"), List.of("Luxembourg", "LU", "LUX"), List.of("Netherlands", "NL", "NLD"),
      List.of("Norway", "NO", "NOR"), List.of("Poland", "PL", "POL"), List.of("Portugal", "PT", "PRT"),
      List.of("Spain", "ES", "ESP"), List.of("Sweden", "SE", "SWE"), List.of("Switzerland", "CH", "CHE"),
      List.of("United Kingdom", "GB", "GBR"));

  @Override
  public String name() {
    return "label";
  }

  @Override
  public boolean recognizes(Statement statement) {
    return statement.heading().startsWith("Shipping label");
  }

  @Override
  public List<Convention> conventions() {
    return List.of(LETTERS, POSTCODE, COUNTRY);
  }

  @Override
  public Optional<Quote> said(Convention convention, Statement statement) {
    for (String line : statement.prose()) {
      String lower = line.toLowerCase(Locale.ROOT);
      if (convention == LETTERS && (lower.contains("capital") || lower.contains("upper case"))) {
        return Optional.of(new Quote("capitals", line));
      }
      if (convention == COUNTRY && lower.contains("country code")) {
        return Optional.of(new Quote(lower.contains("three") ? "ISO alpha-3" : "ISO alpha-2", line));
      }
    }
    return Optional.empty();
  }

  @Override
  public Answer solve(Statement statement, Map<String, String> values) {
    Map<String, String> fields = new HashMap<>();
    for (List<String> row : statement.tableRows()) {
      if (row.size() >= 2) {
        fields.put(row.get(0).toLowerCase(Locale.ROOT), row.get(1));
      }
    }
    for (String needed : List.of("name", "street", "postcode", "city", "country")) {
      if (!fields.containsKey(needed)) {
        throw new IllegalArgumentException("the address has no " + needed + " (a table of field | value)");
      }
    }
    String place = values.get(POSTCODE.key()).equals("postcode first")
        ? fields.get("postcode") + " " + fields.get("city") : fields.get("city") + " " + fields.get("postcode");
    List<String> lines = List.of(fields.get("name"), fields.get("street"), place,
        country(fields.get("country"), values.get(COUNTRY.key())));
    boolean capitals = values.get(LETTERS.key()).equals("capitals");
    StringBuilder text = new StringBuilder();
    lines.forEach(l -> text.append(capitals ? l.toUpperCase(Locale.ROOT) : l).append('\n'));
    return new Answer("label.txt", text.toString());
  }

  private static String country(String name, String form) {
    for (List<String> c : COUNTRIES) {
      if (c.contains(name) || c.get(0).equalsIgnoreCase(name)) {
        return switch (form) {
          case "ISO alpha-2" -> c.get(1);
          case "ISO alpha-3" -> c.get(2);
          default -> c.get(0);
        };
      }
    }
    return name; // a country the agent does not know is written as given
  }
}
