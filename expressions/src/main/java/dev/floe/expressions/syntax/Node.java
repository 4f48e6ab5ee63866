package dev.floe.expressions.syntax;

/**
 * A node of an expression's immutable syntax tree.
 *
 * <p>Nodes compare by structure, not by where they were written, so {@code parse(print(tree))} equals
 * {@code tree}; positions live beside the tree in {@link SyntaxTree}.
 */
public sealed interface Node permits Literal, Variable, Negation, Binary, Call {
}
