package dev.floe.agent.sample;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One kind of task of the samples' family: how to recognize it, its conventions, and how to solve it. */
public interface TaskKind {
  /** A short name, used as the prefix of its conventions' keys in the state. */
  String name();

  boolean recognizes(Statement statement);

  List<Convention> conventions();

  /** What the statement itself says about a convention, if anything. */
  Optional<Quote> said(Convention convention, Statement statement);

  /**
   * The answer to a statement given a value for every convention. Throws {@link IllegalArgumentException} when the
   * statement cannot be read (the agent then fails the call, saying why).
   */
  Answer solve(Statement statement, Map<String, String> values);
}
