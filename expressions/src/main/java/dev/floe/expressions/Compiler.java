package dev.floe.expressions;

import dev.floe.expressions.syntax.Binary;
import dev.floe.expressions.syntax.Call;
import dev.floe.expressions.syntax.Literal;
import dev.floe.expressions.syntax.Negation;
import dev.floe.expressions.syntax.Node;
import dev.floe.expressions.syntax.Printer;
import dev.floe.expressions.syntax.SyntaxTree;
import dev.floe.expressions.syntax.Variable;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a syntax tree into steps, finding at parse time everything that does not depend on the data:
 * unknown functions, wrong numbers of arguments, and a number where a vector is needed (a path is
 * always a vector, a literal always a number, so every node's shape is known before evaluation).
 */
final class Compiler {

  private enum Shape { NUMBER, VECTOR }

  private record Compiled(Step step, Shape shape) {
  }

  private final SyntaxTree tree;

  private Compiler(SyntaxTree tree) {
    this.tree = tree;
  }

  /** The steps of a whole expression, and whether its value is a vector (one element per sub-benchmark). */
  record Program(Step step, boolean vector) {
  }

  static Program compile(SyntaxTree tree) {
    Compiled whole = new Compiler(tree).compile(tree.root());
    return new Program(whole.step(), whole.shape() == Shape.VECTOR);
  }

  private Compiled compile(Node node) {
    if (node instanceof Literal literal) {
      return new Compiled(new Step.Constant(Value.number(literal.value())), Shape.NUMBER);
    }
    if (node instanceof Variable variable) {
      return new Compiled(new Step.Lookup(variable.path(), tree.position(node)), Shape.VECTOR);
    }
    if (node instanceof Negation negation) {
      Compiled operand = compile(negation.operand());
      return new Compiled(new Step.Negate(operand.step()), operand.shape());
    }
    if (node instanceof Binary binary) {
      Compiled left = compile(binary.left());
      Compiled right = compile(binary.right());
      Shape shape = left.shape() == Shape.VECTOR || right.shape() == Shape.VECTOR ? Shape.VECTOR : Shape.NUMBER;
      return new Compiled(new Step.Arithmetic(binary.operator(), left.step(), right.step(), site(node)), shape);
    }
    return call((Call) node);
  }

  private Compiled call(Call call) {
    int position = tree.position(call);
    Builtin function = Builtin.named(call.function()).orElseThrow(() -> new ExpressionException(
        "unknown function '" + call.function() + "'", tree.source(), position,
        "did you mean '" + Builtin.closest(call.function()) + "'? functions: " + String.join(", ", Builtin.symbols())));
    int count = call.arguments().size();
    if (count != function.arity()) {
      throw new ExpressionException(function.symbol() + " takes " + plural(function.arity(), "argument")
          + ", got " + count, tree.source(), position);
    }
    List<Step> steps = new ArrayList<>();
    List<Shape> shapes = new ArrayList<>();
    List<Site> sites = new ArrayList<>();
    for (Node argument : call.arguments()) {
      Compiled compiled = compile(argument);
      steps.add(compiled.step());
      shapes.add(compiled.shape());
      sites.add(site(argument));
    }
    Shape result = switch (function.kind()) {
      case REDUCTION, COUNT -> {
        require(Shape.VECTOR, shapes.get(0), function, call.arguments().get(0));
        yield Shape.NUMBER;
      }
      case ELEMENTWISE -> shapes.get(0);
      case ROUND -> {
        Node places = call.arguments().get(1);
        require(Shape.NUMBER, shapes.get(1), function, places);
        if (places instanceof Literal literal) {
          Builtin.checkPlaces(literal.value(), tree.source(), tree.position(places));
        } else if (places instanceof Negation negation && negation.operand() instanceof Literal literal) {
          // round(x, -2): a literal too, as written, so checked as one before any data is read
          Builtin.checkPlaces(-literal.value(), tree.source(), tree.position(places));
        }
        yield shapes.get(0);
      }
      case PAIRED_TEST -> {
        if (shapes.get(0) == Shape.NUMBER && shapes.get(1) == Shape.NUMBER) {
          throw new ExpressionException(function.symbol() + " needs at least one vector, but both arguments are numbers",
              tree.source(), position);
        }
        yield Shape.NUMBER;
      }
    };
    return new Compiled(new Step.Invoke(function, List.copyOf(steps), List.copyOf(sites), site(call)), result);
  }

  private void require(Shape wanted, Shape actual, Builtin function, Node argument) {
    if (wanted == actual) {
      return;
    }
    String problem = wanted == Shape.VECTOR
        ? function.symbol() + " needs a vector, but '" + Printer.print(argument) + "' is a number"
        : function.symbol() + " needs a number of decimal places, but '" + Printer.print(argument) + "' is a vector";
    String hint = wanted == Shape.VECTOR ? "a vector is a path such as base.acc, or arithmetic on one" : null;
    throw new ExpressionException(problem, tree.source(), start(argument), hint);
  }

  /** The first character of a subtree, where a caret under "this argument" belongs. */
  private int start(Node node) {
    Node first = node;
    while (first instanceof Binary binary) {
      first = binary.left();
    }
    return tree.position(first);
  }

  private Site site(Node node) {
    return new Site(node, tree.position(node));
  }

  private static String plural(int count, String noun) {
    return count + " " + noun + (count == 1 ? "" : "s");
  }
}
