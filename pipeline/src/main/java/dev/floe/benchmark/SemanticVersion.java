package dev.floe.benchmark;

import java.util.regex.Pattern;

/** The semantic-version rule ({@code x.y.z}, with the optional pre-release and build parts of SemVer 2.0). */
public final class SemanticVersion {
  private static final String NUMBER = "(0|[1-9]\\d*)";
  private static final String IDENT = "[0-9A-Za-z-]+";
  private static final Pattern SEMVER = Pattern.compile(
      NUMBER + "\\." + NUMBER + "\\." + NUMBER
          + "(-" + IDENT + "(\\." + IDENT + ")*)?"
          + "(\\+" + IDENT + "(\\." + IDENT + ")*)?");

  private SemanticVersion() {}

  public static boolean isValid(String version) {
    return version != null && SEMVER.matcher(version).matches();
  }
}
