package dev.floe.expressions;

import dev.floe.expressions.syntax.Node;
import dev.floe.expressions.syntax.Printer;

/** Where an operation was written: its subtree (printed only when a reason or an error needs it) and position. */
record Site(Node node, int position) {

  /** The canonical text of the operation, e.g. {@code self.acc / base.acc}. */
  String text() {
    return Printer.print(node);
  }

  ExpressionException error(Frame frame, String problem) {
    return new ExpressionException(problem, frame.source(), position);
  }
}
