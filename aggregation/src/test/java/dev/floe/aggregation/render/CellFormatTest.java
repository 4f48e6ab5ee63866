package dev.floe.aggregation.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Printed numbers equal Python's '%.2f' of the same double: HALF_EVEN on the exact binary value. */
class CellFormatTest {
  @Test
  void tiesRoundToEvenAsGdpevoPrintsThem() {
    assertEquals("7.62%", CellFormat.PERCENT.render(0.07625));
    assertEquals("7.62", CellFormat.fixed(7.625, 2));
    assertEquals("7.88", CellFormat.fixed(7.875, 2));
    assertEquals("0.12", CellFormat.fixed(0.125, 2));
    // 2.675 is really 2.67499999999999982236431605997495353221893310546875: Python prints 2.67 too
    assertEquals("2.67", CellFormat.fixed(2.675, 2));
    assertEquals("2", CellFormat.INTEGER.render(2.5));
    assertEquals("4", CellFormat.INTEGER.render(3.5));
  }

  @Test
  void everyFormat() {
    assertEquals("44.43%", CellFormat.PERCENT.render(0.4443));
    assertEquals("+3.69 pp", CellFormat.PP.render(0.4812 - 0.4443));
    assertEquals("-9.31 pp", CellFormat.PP.render(-0.0931));
    assertEquals("14.87", CellFormat.NUMBER.render(14.8667));
    assertEquals("30", CellFormat.INTEGER.render(30.0));
    assertEquals("+8.27%", CellFormat.PERCENT.render(0.0827, 2, true));
    assertEquals("44.4%", CellFormat.PERCENT.render(0.4443, 1, false));
  }

  @Test
  void missingPrintsAsDashAndNegativeZeroAsPythonDoes() {
    assertEquals("—", CellFormat.PERCENT.render(Double.NaN));
    assertEquals("—", CellFormat.PP.render(Double.NaN));
    assertEquals("-0.00", CellFormat.fixed(-0.001, 2));
    assertEquals("0.00", CellFormat.fixed(-0.0, 2));
    assertEquals("+0.00 pp", CellFormat.PP.render(0.0));
  }
}
