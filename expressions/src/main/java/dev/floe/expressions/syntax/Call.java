package dev.floe.expressions.syntax;

import java.util.List;

/**
 * A function call such as {@code mean(base.acc)}; the syntax accepts any name, and whether the function
 * exists and takes that many arguments is checked when an {@code Expression} is parsed.
 */
public record Call(String function, List<Node> arguments) implements Node {

  /** Copies the arguments and checks the name is one the printer can write back. */
  public Call {
    Identifier.requireValid(function);
    arguments = List.copyOf(arguments);
  }
}
