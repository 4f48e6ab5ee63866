package dev.floe.agent.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.grading.JsonMatch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How far an answer of the sample agent agrees with a reference answer: JSON leaf by leaf (numbers within half a
 * cent), text line by line. It is how the agent checks a hypothesis against the reference answers fewshot shows.
 */
record Agreement(int matched, int total) {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double TOLERANCE = 0.005;

  boolean exact() {
    return total > 0 && matched == total;
  }

  Agreement plus(Agreement other) {
    return new Agreement(matched + other.matched, total + other.total);
  }

  /** Empty when the reference folder has no file of the answer's name (or it cannot be read). */
  static Optional<Agreement> of(Answer answer, Path referenceDir) {
    Path reference = referenceDir.resolve(answer.fileName());
    if (!Files.isRegularFile(reference)) {
      return Optional.empty();
    }
    try {
      String expected = Files.readString(reference, StandardCharsets.UTF_8);
      if (answer.fileName().endsWith(".json")) {
        JsonNode want = JSON.readTree(expected);
        JsonNode got = JSON.readTree(answer.content());
        JsonMatch.Outcome outcome = JsonMatch.compare(want, got, TOLERANCE);
        int leaves = Math.max(outcome.leaves(), 1);
        return Optional.of(new Agreement(leaves - outcome.mismatched().size(), leaves));
      }
      List<String> want = expected.lines().map(String::stripTrailing).toList();
      List<String> got = answer.content().lines().map(String::stripTrailing).toList();
      int same = 0;
      for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
        same += want.get(i).equals(got.get(i)) ? 1 : 0;
      }
      return Optional.of(new Agreement(same, Math.max(want.size(), got.size())));
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
