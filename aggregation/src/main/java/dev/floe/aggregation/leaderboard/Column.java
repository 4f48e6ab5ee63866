package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.render.CellFormat;
import dev.floe.expressions.Expression;
import java.util.regex.Pattern;

/**
 * One leaderboard column: an expression over the row's sub-benchmarks and how its value prints.
 *
 * @param title the header people read; the name when the config gives none
 * @param decimals digits after the point; the format's default (2, or 0 for integer) when not given
 * @param signed print a '+' before positive values (the default for {@code pp})
 */
public record Column(String name, String title, String expr, Expression expression, CellFormat format,
    int decimals, boolean signed) {

  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");

  public Column {
    nameProblem(name).ifPresent(problem -> {
      throw new IllegalArgumentException(problem);
    });
    if (decimals < 0 || decimals > 12) {
      throw new IllegalArgumentException("decimals must be 0 to 12, not " + decimals);
    }
    title = title == null ? name : title;
  }

  /** What is wrong with a column name, if anything. */
  static java.util.Optional<String> nameProblem(String name) {
    return name != null && NAME.matcher(name).matches() ? java.util.Optional.empty()
        : java.util.Optional.of("name '" + name
            + "' must start with a letter and hold only letters, digits, '_' and '-'");
  }

  /** The printed text of a value of this column. */
  public String render(double value) {
    return format.render(value, decimals, signed);
  }
}
