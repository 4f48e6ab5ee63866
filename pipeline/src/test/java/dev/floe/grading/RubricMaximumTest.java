package dev.floe.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalDouble;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The maximum a rubric states, as rubric writers state it; where it is not one number, none (Floe does not guess). */
class RubricMaximumTest {
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "Scoring standard, max 100 points:| 100",
      "Maximum: 10 points| 10",
      "The maximum score is 20.| 20",
      "Max score: 7.5| 7.5",
      "Grade it out of 10 points.| 10",
      "Total: 12 points| 12",
      "满分 100 分，按以下标准评分| 100",
      "总分：50分| 50",
      "- item A (max 2 points)\\n- item B (max 3 points)\\n\\nTotal: 5 points| 5",
      "- item A (max 2 points)\\n- item B (max 3 points)| ",
      "- item A (max 2 points)\\n- item B (max 2 points)| 2",
      "Award 1 point per correct line.| ",
      "Max 0 points| ",
  })
  void statedMaximum(String rubric, Double expected) {
    OptionalDouble found = RubricMaximum.in(rubric.replace("\\n", "\n"));
    assertEquals(expected == null ? OptionalDouble.empty() : OptionalDouble.of(expected), found, rubric);
  }
}
