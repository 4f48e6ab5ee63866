package dev.floe.run;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A GDPevo mode: {@code base}, {@code self}, {@code fewshot} or {@code reflect-N} (N feedback rounds, N >= 1). */
public record Mode(String name, int reflectRounds) {
  private static final Pattern REFLECT = Pattern.compile("reflect-([1-9][0-9]?)");

  public static final String BASE = "base";
  public static final String SELF = "self";
  public static final String FEWSHOT = "fewshot";

  /** Parses a mode name; empty when it is none of the four kinds. */
  public static Optional<Mode> parse(String name) {
    if (name.equals(BASE) || name.equals(SELF) || name.equals(FEWSHOT)) {
      return Optional.of(new Mode(name, 0));
    }
    Matcher m = REFLECT.matcher(name);
    return m.matches() ? Optional.of(new Mode(name, Integer.parseInt(m.group(1)))) : Optional.empty();
  }

  public static Mode of(String name) {
    return parse(name).orElseThrow(() -> new IllegalArgumentException("unknown mode " + name));
  }

  public boolean evolves() {
    return !name.equals(BASE);
  }

  public boolean showsReferences() {
    return name.equals(FEWSHOT);
  }

  public boolean reflects() {
    return reflectRounds > 0;
  }
}
