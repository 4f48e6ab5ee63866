package dev.floe.expressions;

/**
 * An expression that cannot be parsed or evaluated, pointing at the character at fault when there is one.
 *
 * <p>The message reads, for example:
 * <pre>
 * unknown function 'maen' at position 0
 *   maen(base.acc)
 *   ^
 * did you mean 'mean'? functions: abs, count, ...
 * </pre>
 */
public final class ExpressionException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String problem;
  private final String source;
  private final int position;
  private final String hint;

  /** A problem that no character of any expression is at fault for. */
  public ExpressionException(String problem) {
    this(problem, null, -1, null);
  }

  /** A problem at {@code position} (0-based, -1 when not positional) of {@code source}. */
  public ExpressionException(String problem, String source, int position) {
    this(problem, source, position, null);
  }

  /** As {@link #ExpressionException(String, String, int)}, with a line of advice after the caret. */
  public ExpressionException(String problem, String source, int position, String hint) {
    super(message(problem, source, position, hint));
    if (position < -1 || (position >= 0 && (source == null || position > source.length()))) {
      throw new IllegalArgumentException("position " + position + " is outside the expression");
    }
    this.problem = problem;
    this.source = source;
    this.position = position;
    this.hint = hint;
  }

  /** 0-based offset of the offending character (the length of the source for "unexpected end"); -1 if none. */
  public int position() {
    return position;
  }

  /** The expression's text, or null when the problem belongs to no expression. */
  public String source() {
    return source;
  }

  /** The problem alone, without position, caret or advice. */
  public String problem() {
    return problem;
  }

  /** The advice after the caret (a suggested name, the names available), or null. */
  public String hint() {
    return hint;
  }

  private static String message(String problem, String source, int position, String hint) {
    StringBuilder text = new StringBuilder(problem);
    if (position >= 0 && source != null) {
      text.append(" at position ").append(position).append('\n');
      // One column per char, so the caret stays under its character even when the source spans lines.
      text.append("  ").append(source.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ')).append('\n');
      text.append("  ").append(" ".repeat(position)).append('^');
    } else if (source != null) {
      text.append(" in '").append(source).append('\'');
    }
    if (hint != null) {
      text.append('\n').append(hint);
    }
    return text.toString();
  }
}
