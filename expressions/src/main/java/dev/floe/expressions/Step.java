package dev.floe.expressions;

import dev.floe.expressions.syntax.Operator;
import java.util.List;

/** One step of a compiled expression: the tree with every name resolved and every call checked. */
sealed interface Step {

  Value evaluate(Frame frame);

  /** A number written in the expression. */
  record Constant(Value value) implements Step {
    @Override
    public Value evaluate(Frame frame) {
      return value;
    }
  }

  /** A variable, looked up in the bindings. */
  record Lookup(String path, int position) implements Step {
    @Override
    public Value evaluate(Frame frame) {
      return frame.variable(path, position);
    }
  }

  /** Unary minus. */
  record Negate(Step operand) implements Step {
    @Override
    public Value evaluate(Frame frame) {
      return Elementwise.negate(operand.evaluate(frame));
    }
  }

  /** {@code + - * / ^}, element by element with broadcasting. */
  record Arithmetic(Operator operator, Step left, Step right, Site site) implements Step {
    @Override
    public Value evaluate(Frame frame) {
      return Elementwise.arithmetic(operator, left.evaluate(frame), right.evaluate(frame), site, frame);
    }
  }

  /** A call of a built-in function. */
  record Invoke(Builtin function, List<Step> arguments, List<Site> argumentSites, Site site) implements Step {
    @Override
    public Value evaluate(Frame frame) {
      Value[] values = new Value[arguments.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = arguments.get(i).evaluate(frame);
      }
      return function.apply(values, this, frame);
    }
  }
}
