package dev.floe.aggregation.evaluation;

import java.util.regex.Pattern;

/** The id rule of SPEC.md: letters, digits and single dashes, so an id is always a safe folder name. */
public final class Id {
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9]+(-[A-Za-z0-9]+)*");

  private Id() {}

  public static boolean isValid(String value) {
    return value != null && ID.matcher(value).matches();
  }

  /** Returns the value, or throws naming what it is and the rule it breaks. */
  public static String require(String value, String what) {
    if (value == null) {
      throw new IllegalArgumentException(what + " is missing");
    }
    if (!isValid(value)) {
      throw new IllegalArgumentException(what + " '" + value
          + "' is not an id (letters, digits and single '-' only; no '_', '.', '/' or spaces)");
    }
    return value;
  }

  /** A readable id made from free text: lower case, every run of other characters turned into one '-'. */
  public static String slug(String text) {
    String slug = text.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    return slug.isEmpty() ? "x" : slug;
  }
}
