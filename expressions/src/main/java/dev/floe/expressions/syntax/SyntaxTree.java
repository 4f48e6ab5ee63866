package dev.floe.expressions.syntax;

import java.util.IdentityHashMap;
import java.util.Objects;

/** A parsed expression: its text, its tree, and where in the text each node of that tree was written. */
public final class SyntaxTree {

  private final String source;
  private final Node root;
  // By identity: equal subtrees written at two places (`a - b` twice) keep their own positions.
  private final IdentityHashMap<Node, Integer> positions;

  SyntaxTree(String source, Node root, IdentityHashMap<Node, Integer> positions) {
    this.source = Objects.requireNonNull(source, "source");
    this.root = Objects.requireNonNull(root, "root");
    this.positions = new IdentityHashMap<>(positions);
  }

  /** The text that was parsed. */
  public String source() {
    return source;
  }

  /** The tree. */
  public Node root() {
    return root;
  }

  /**
   * Where {@code node} (a node of this tree, compared by identity) was written: the operator of a
   * {@link Binary}, the first character of anything else; -1 for a node not from this tree.
   */
  public int position(Node node) {
    Integer position = positions.get(node);
    return position == null ? -1 : position;
  }
}
