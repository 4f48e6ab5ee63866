package dev.floe.aggregation.leaderboard;

/** One sort criterion: a column name or row-key path, {@code -name} for descending. */
public record SortKey(String name, boolean descending) {
  static SortKey parse(String text) {
    String trimmed = text.trim();
    boolean descending = trimmed.startsWith("-");
    String name = trimmed.replaceFirst("^[-+]", "");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("sort key '" + text + "' names nothing");
    }
    return new SortKey(name, descending);
  }

  @Override
  public String toString() {
    return (descending ? "-" : "") + name;
  }
}
