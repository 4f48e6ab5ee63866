package dev.floe.expressions;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Finds the known name closest to a misspelt one, for "did you mean" advice. */
final class Spelling {

  private Spelling() {
  }

  /** The candidate with the smallest edit distance (ignoring case) if it is at most {@code limit}. */
  static Optional<String> closest(String wanted, Collection<String> candidates, int limit) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int distance = distance(wanted.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
      if (distance < bestDistance || (distance == bestDistance && candidate.compareTo(best) < 0)) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return bestDistance <= limit ? Optional.of(best) : Optional.empty();
  }

  /**
   * Edit distance counting a swap of two neighbours as one edit (optimal string alignment), so that
   * {@code maen} is closer to {@code mean} than to {@code max}.
   */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
