package dev.floe.expressions.syntax;

/** The rules for names in paths and calls: plain names, or any other text in backticks. */
final class Identifier {

  private Identifier() {
  }

  /** True for a name that needs no backticks: {@code [A-Za-z_][A-Za-z0-9_]*}. */
  static boolean isPlain(String name) {
    if (name.isEmpty() || !isStart(name.charAt(0))) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      if (!isPart(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean isStart(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
  }

  static boolean isPart(char c) {
    return isStart(c) || (c >= '0' && c <= '9');
  }

  /** A name can be written back only when it is not empty and holds no backtick or line break. */
  static void requireValid(String name) {
    if (name == null || name.isEmpty()) {
      throw new IllegalArgumentException("a name is not empty");
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '`' || c == '\n' || c == '\r') {
        throw new IllegalArgumentException("a name holds no backtick or line break: " + name);
      }
    }
  }

  /** The name as written in canonical text: bare when plain, else in backticks. */
  static String write(String name) {
    return isPlain(name) ? name : "`" + name + "`";
  }
}
