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
    if (name == null || !NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("column name '" + name
          + "' must start with a letter and hold only letters, digits, '_' and '-'");
    }
    if (decimals < 0 || decimals > 12) {
      throw new IllegalArgumentException("column '" + name + "': decimals must be 0 to 12, not " + decimals);
    }
    title = title == null ? name : title;
  }

  /** The printed text of a value of this column. */
  public String render(double value) {
    return format.render(value, decimals, signed);
  }
}
