package dev.floe.expressions;

import dev.floe.expressions.syntax.Binary;
import dev.floe.expressions.syntax.Call;
import dev.floe.expressions.syntax.Negation;
import dev.floe.expressions.syntax.Node;
import dev.floe.expressions.syntax.Parser;
import dev.floe.expressions.syntax.Printer;
import dev.floe.expressions.syntax.SyntaxTree;
import dev.floe.expressions.syntax.Variable;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A parsed leaderboard expression such as {@code mean(self.acc - base.acc)}: immutable and thread-safe,
 * parsed once and evaluated against any number of {@link Bindings}.
 */
public final class Expression {

  private final String source;
  private final Node tree;
  private final Step program;
  private final String printed;
  private final Set<String> paths;
  private final boolean vector;

  private Expression(String source, Node tree, Compiler.Program compiled) {
    this.source = source;
    this.tree = tree;
    this.program = compiled.step();
    this.vector = compiled.vector();
    this.printed = Printer.print(tree);
    this.paths = Collections.unmodifiableSet(collectPaths(tree));
  }

  /**
   * Parses {@code source}. Syntax errors, unknown functions, wrong numbers of arguments and a number
   * where a function needs a vector are all found here, as an {@link ExpressionException} that points
   * at the character.
   */
  public static Expression parse(String source) {
    SyntaxTree syntax = Parser.parse(source);
    return new Expression(source, syntax.root(), Compiler.compile(syntax));
  }

  /**
   * The value of this expression with its variables bound by {@code bindings}.
   *
   * @throws ExpressionException for an unknown variable (listing those available), vectors of different
   *     lengths, or a {@code round} to a number of places that is not whole
   */
  public Value evaluate(Bindings bindings) {
    return program.evaluate(new Frame(source, bindings));
  }

  /**
   * Whether the value is a vector (one element per sub-benchmark, such as {@code self.acc - base.acc}) rather than
   * one number; known from the expression alone, since a path is always a vector and a literal always a number.
   */
  public boolean givesVector() {
    return vector;
  }

  /** Every variable path referenced, dotted and without backticks, in order of first appearance. */
  public Set<String> paths() {
    return paths;
  }

  /** The canonical text: {@code parse(print())} has the same tree as this expression. */
  public String print() {
    return printed;
  }

  /** The text this expression was parsed from. */
  public String source() {
    return source;
  }

  /** The syntax tree. */
  public Node tree() {
    return tree;
  }

  /** Two expressions are equal when their trees are, however they were written. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Expression that && tree.equals(that.tree);
  }

  @Override
  public int hashCode() {
    return tree.hashCode();
  }

  /** The canonical text, as {@link #print()}. */
  @Override
  public String toString() {
    return printed;
  }

  private static Set<String> collectPaths(Node root) {
    Set<String> paths = new LinkedHashSet<>();
    Deque<Node> pending = new ArrayDeque<>();
    pending.push(root);
    while (!pending.isEmpty()) {
      Node node = pending.pop();
      if (node instanceof Variable variable) {
        paths.add(variable.path());
      } else if (node instanceof Negation negation) {
        pending.push(negation.operand());
      } else if (node instanceof Binary binary) {
        pending.push(binary.right());
        pending.push(binary.left());
      } else if (node instanceof Call call) {
        for (int i = call.arguments().size() - 1; i >= 0; i--) {
          pending.push(call.arguments().get(i));
        }
      }
    }
    return paths;
  }
}
