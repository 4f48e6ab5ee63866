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

  /** Levenshtein distance. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
