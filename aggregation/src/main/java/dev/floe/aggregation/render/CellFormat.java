package dev.floe.aggregation.render;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * How a leaderboard value is printed (SPEC.md §5): {@code percent} (0.4443 → 44.43%), {@code pp}
 * (percentage points, signed: 0.0369 → +3.69 pp), {@code number} (2 decimals) and {@code integer}.
 * Rounding is HALF_EVEN on the exact double, so a printed value equals Python's {@code '%.2f'} of the
 * same double: GDPevo's published tables print 7.625 as 7.62.
 */
public enum CellFormat {
  PERCENT(2, false),
  PP(2, true),
  NUMBER(2, false),
  INTEGER(0, false);

  /** What a missing value prints as, in every format. */
  public static final String MISSING = "—";

  private final int defaultDecimals;
  private final boolean signedByDefault;

  CellFormat(int defaultDecimals, boolean signedByDefault) {
    this.defaultDecimals = defaultDecimals;
    this.signedByDefault = signedByDefault;
  }

  public int defaultDecimals() {
    return defaultDecimals;
  }

  /** Differences (pp) print with their sign; levels do not, unless a column asks. */
  public boolean signedByDefault() {
    return signedByDefault;
  }

  /** The name used in leaderboard configs. */
  public String configName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static CellFormat fromConfig(String name) {
    for (CellFormat format : values()) {
      if (format.configName().equals(name)) {
        return format;
      }
    }
    throw new IllegalArgumentException("format '" + name + "' is not one of percent, pp, number, integer");
  }

  public String render(double value) {
    return render(value, defaultDecimals, signedByDefault);
  }

  /** The text of a value; NaN (missing) prints as {@link #MISSING}. */
  public String render(double value, int decimals, boolean signed) {
    if (Double.isNaN(value)) {
      return MISSING;
    }
    // Percent and pp scale the double first, as GDPevo's board does (acc × 100, then '%.2f').
    double shown = this == PERCENT || this == PP ? value * 100 : value;
    String digits = fixed(shown, this == INTEGER ? 0 : decimals);
    if (signed && !digits.startsWith("-")) {
      digits = "+" + digits;
    }
    return switch (this) {
      case PERCENT -> digits + "%";
      case PP -> digits + " pp";
      default -> digits;
    };
  }

  /**
   * {@code x} with {@code decimals} decimals, HALF_EVEN on the exact binary value, like Python's
   * {@code '%.nf'}: including "-0.00" for a small negative number, which says which side of zero it was.
   */
  public static String fixed(double x, int decimals) {
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    if (x == 0) {
      x = 0.0; // -0.0 carries no information worth printing
    }
    String text = new BigDecimal(x).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    if (x < 0 && !text.startsWith("-")) {
      text = "-" + text;
    }
    return text;
  }
}
