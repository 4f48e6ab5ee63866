package dev.floe.agent.sample;

import java.util.Locale;

/** Where a belief about a convention came from; the order is how much the sample agent trusts it. */
public enum Source {
  /** A train statement says it. */
  STATEMENT("train statements"),
  /** It reproduces the train reference answers (fewshot). */
  REFERENCE("reference answers"),
  /** It scored best in graded train attempts (reflect rounds). */
  FEEDBACK("graded attempts"),
  /** Nothing the mode showed decides it: a seeded guess among the plausible values. */
  GUESS("a guess");

  private final String words;

  Source(String words) {
    this.words = words;
  }

  /** How SKILL.md names it. */
  public String words() {
    return words;
  }

  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Source fromJson(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }
}
