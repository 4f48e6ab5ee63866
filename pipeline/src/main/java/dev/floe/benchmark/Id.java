package dev.floe.benchmark;

import java.util.regex.Pattern;

/** The id rule of RFC-0001: letters, digits and single {@code -} between them; never {@code _}, {@code .} or {@code /}. */
public final class Id {
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9]+(-[A-Za-z0-9]+)*");

  private Id() {}

  public static boolean isValid(String id) {
    return id != null && ID.matcher(id).matches();
  }

  /** Returns {@code id} when valid; throws naming {@code what} otherwise (for constructors of value types). */
  public static String require(String id, String what) {
    if (!isValid(id)) {
      throw new IllegalArgumentException(
          what + " '" + id + "' is not an id (letters, digits and '-' only, no '_')");
    }
    return id;
  }
}
