package dev.floe.aggregation.leaderboard;

/**
 * What to do when two evaluations have the same row key and sub-benchmark ({@code duplicates} in the
 * leaderboard config): refuse and name both folders (the default, the user must choose), or take the
 * one whose {@code created} is latest.
 */
public enum DuplicatePolicy {
  ERROR,
  NEWEST;

  static DuplicatePolicy fromConfig(String name) {
    return switch (name) {
      case "error" -> ERROR;
      case "newest" -> NEWEST;
      default -> throw new IllegalArgumentException("duplicates = \"" + name + "\" is not \"error\" or \"newest\"");
    };
  }
}
