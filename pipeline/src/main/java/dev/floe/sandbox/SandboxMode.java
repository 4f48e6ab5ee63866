package dev.floe.sandbox;

import java.util.Locale;
import java.util.Optional;

/** {@code floe run --sandbox}: bwrap when it works (auto), bwrap or refuse (bwrap), or no sandbox (none). */
public enum SandboxMode {
  AUTO, BWRAP, NONE;

  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<SandboxMode> parse(String word) {
    for (SandboxMode mode : values()) {
      if (mode.word().equals(word)) {
        return Optional.of(mode);
      }
    }
    return Optional.empty();
  }
}
