package dev.floe.expressions.syntax;

/**
 * Writes a tree as canonical text: single spaces around binary operators, {@code ", "} between
 * arguments, only the parentheses the tree needs (plus around a negation that is an operand of
 * {@code ^} or a right operand, where {@code -} would be easy to misread), numbers in their shortest
 * round-tripping form, and backticks only around names that need them.
 */
public final class Printer {

  private static final int NEGATION = 4;
  private static final int PRIMARY = 5;

  private Printer() {
  }

  /** The canonical text of {@code node}; parsing it gives a tree equal to {@code node}. */
  public static String print(Node node) {
    StringBuilder out = new StringBuilder();
    write(node, out);
    return out.toString();
  }

  /** A number as canonical text: {@code 2}, {@code 0.5}, {@code 1e-7}, {@code 1.5e300}. */
  public static String number(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    String text = Double.toString(value);
    int exponent = text.indexOf('E');
    if (exponent < 0) {
      return text;
    }
    String mantissa = text.substring(0, exponent);
    if (mantissa.endsWith(".0")) {
      mantissa = mantissa.substring(0, mantissa.length() - 2);
    }
    return mantissa + "e" + text.substring(exponent + 1);
  }

  private static void write(Node node, StringBuilder out) {
    if (node instanceof Literal literal) {
      out.append(number(literal.value()));
    } else if (node instanceof Variable variable) {
      for (int i = 0; i < variable.segments().size(); i++) {
        if (i > 0) {
          out.append('.');
        }
        out.append(Identifier.write(variable.segments().get(i)));
      }
    } else if (node instanceof Call call) {
      out.append(Identifier.write(call.function())).append('(');
      for (int i = 0; i < call.arguments().size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        write(call.arguments().get(i), out);
      }
      out.append(')');
    } else if (node instanceof Negation negation) {
      out.append('-');
      writeOperand(negation.operand(), precedence(negation.operand()) < PRIMARY, out);
    } else {
      Binary binary = (Binary) node;
      Operator operator = binary.operator();
      int left = precedence(binary.left());
      int right = precedence(binary.right());
      boolean leftParens = left < operator.precedence()
          || (operator.rightAssociative() && left <= NEGATION);
      boolean rightParens = right < operator.precedence()
          || (right == operator.precedence() && !operator.rightAssociative())
          || right == NEGATION;
      writeOperand(binary.left(), leftParens, out);
      out.append(' ').append(operator.symbol()).append(' ');
      writeOperand(binary.right(), rightParens, out);
    }
  }

  private static void writeOperand(Node operand, boolean parenthesize, StringBuilder out) {
    if (parenthesize) {
      out.append('(');
      write(operand, out);
      out.append(')');
    } else {
      write(operand, out);
    }
  }

  private static int precedence(Node node) {
    if (node instanceof Binary binary) {
      return binary.operator().precedence();
    }
    return node instanceof Negation ? NEGATION : PRIMARY;
  }
}
