package dev.floe.expressions;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Collects the reasons one step makes elements missing, one line per element up to a few, then one line
 * counting the rest: a million missing elements must not become a million strings.
 */
final class Reasons {

  static final int SHOWN = 10;

  private final String subject;
  private final List<String> lines = new ArrayList<>();
  private int count;

  /** Reasons about {@code subject}, the canonical text of the path or operation at fault. */
  Reasons(String subject) {
    this.subject = subject;
  }

  /** Adds {@code "subject: what"} (only the first few are kept). */
  void add(String what) {
    count++;
    if (count <= SHOWN) {
      lines.add(subject + ": " + what);
    }
  }

  /** The collected lines, with a count of those not shown. */
  List<String> lines() {
    if (count <= SHOWN) {
      return lines;
    }
    List<String> all = new ArrayList<>(lines);
    all.add(subject + ": " + (count - SHOWN) + " more elements are missing");
    return all;
  }

  /** Both lists of reasons, each reason once, in order of first appearance. */
  static List<String> union(List<String> first, List<String> second) {
    if (second.isEmpty()) {
      return first;
    }
    if (first.isEmpty()) {
      return second;
    }
    LinkedHashSet<String> all = new LinkedHashSet<>(first);
    all.addAll(second);
    return List.copyOf(all);
  }
}
