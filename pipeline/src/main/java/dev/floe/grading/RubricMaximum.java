package dev.floe.grading;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The maximum a rubric states for the whole case ("Total: 10 points", "Maximum score: 100", "满分 100 分"), or else
 * the one maximum it states ("max 100 points"). A judge whose verdict has no {@code max_score} is read against it.
 * Several different values where one is expected ("max 2 points" for one item, "max 3 points" for another, and no
 * total) state no maximum: Floe does not guess, and the judge's own {@code max_score} has to say.
 */
public final class RubricMaximum {
  /** Only the start of a rubric is read: a maximum is stated up front or in a short scoring section. */
  private static final int MAX_BYTES = 256 * 1024;
  private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";
  private static final String POINTS = "\\s*(?:points?|pts|marks?)\\b";

  /** Phrases that state the whole case's maximum. */
  private static final List<Pattern> TOTALS = List.of(
      Pattern.compile("\\bmax(?:imum)?\\s+(?:total\\s+)?score\\s*(?:[:=]|is|of)?\\s*" + NUMBER,
          Pattern.CASE_INSENSITIVE),
      Pattern.compile("\\b(?:total|out\\s+of)\\s*(?:[:=]|is|of)?\\s*" + NUMBER + POINTS, Pattern.CASE_INSENSITIVE),
      Pattern.compile("(?:满分|总分)\\s*[:：为是]?\\s*" + NUMBER));
  /** "max 100 points": a maximum, of the case when it is the only one stated. */
  private static final Pattern MAX = Pattern.compile("\\bmax(?:imum)?\\s*[:=]?\\s*(?:of\\s+)?" + NUMBER + POINTS,
      Pattern.CASE_INSENSITIVE);

  private RubricMaximum() {}

  /** The maximum {@code rubric/README.md} states, if it states exactly one. */
  public static OptionalDouble of(Path rubricDir) throws IOException {
    Path readme = rubricDir.resolve("README.md");
    if (!Files.isRegularFile(readme)) {
      return OptionalDouble.empty();
    }
    try (InputStream in = Files.newInputStream(readme)) {
      return in(new String(in.readNBytes(MAX_BYTES), StandardCharsets.UTF_8));
    }
  }

  static OptionalDouble in(String text) {
    TreeSet<Double> totals = new TreeSet<>();
    TOTALS.forEach(p -> collect(p, text, totals));
    if (!totals.isEmpty()) {
      return only(totals);
    }
    TreeSet<Double> maxima = new TreeSet<>();
    collect(MAX, text, maxima);
    return only(maxima);
  }

  private static void collect(Pattern pattern, String text, TreeSet<Double> into) {
    Matcher m = pattern.matcher(text);
    while (m.find()) {
      double value = Double.parseDouble(m.group(1));
      if (value > 0) {
        into.add(value);
      }
    }
  }

  private static OptionalDouble only(TreeSet<Double> values) {
    return values.size() == 1 ? OptionalDouble.of(values.first()) : OptionalDouble.empty();
  }
}
