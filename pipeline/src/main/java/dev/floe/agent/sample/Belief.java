package dev.floe.agent.sample;

import java.util.Objects;

/** What the sample agent holds true about one convention, where that came from, and the evidence in words. */
public record Belief(String value, Source source, String evidence) {
  public Belief {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(evidence, "evidence");
  }

  /** A belief that evidence settled, as opposed to a guess that graded attempts may still revise. */
  public boolean settled() {
    return source != Source.GUESS;
  }
}
