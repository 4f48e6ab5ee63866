package dev.floe.validation;

import java.util.Locale;

/** How bad a problem is: an error stops Floe from using the repository, a warning does not. */
public enum Severity {
  ERROR,
  WARNING;

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
