package dev.floe.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.floe.benchmark.GraderSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A grader command runs in a private scratch folder, asked for once; {@code json-match} is Floe's own code and asks
 * for none, so it never waits for a grading slot nor makes a folder.
 */
class GraderScratchTest {
  @TempDir Path temp;

  private final Grader grader = new Grader(Map.of("PATH", System.getenv("PATH")));

  @Test
  void jsonMatchGradesWithoutAScratchFolder() throws Exception {
    Path rubric = Files.createDirectories(temp.resolve("rubric"));
    Files.writeString(rubric.resolve("expected.json"), "{\"total\": 42}");
    Path answers = answers("{\"total\": 42}");
    GraderSpec spec = new GraderSpec(GraderSpec.Kind.JSON_MATCH, List.of(), "answer.json", 60,
        Optional.of("expected.json"), 0);

    Grade grade = grader.grade(spec, rubric, answers, () -> {
      throw new AssertionError("json-match asked for a scratch folder");
    }, temp.resolve("grader.log"));

    assertEquals(1.0, grade.score().orElseThrow().value(), grade.detail());
  }

  @Test
  void aCommandRunsInTheScratchFolderItAskedForOnce() throws Exception {
    Path rubric = Files.createDirectories(temp.resolve("rubric"));
    Files.writeString(rubric.resolve("grade.sh"), "pwd > \"$1.where\"; echo '{\"score\": 0.5}'\n");
    Path answers = answers("{}");
    Path scratch = Files.createDirectories(temp.resolve("scratch"));
    AtomicInteger asked = new AtomicInteger();
    GraderSpec spec = new GraderSpec(GraderSpec.Kind.COMMAND, List.of("sh", "grade.sh", "{answer}"), "answer.json",
        60, Optional.empty(), 0);

    Grade grade = grader.grade(spec, rubric, answers, () -> {
      asked.incrementAndGet();
      return scratch;
    }, temp.resolve("grader.log"));

    assertEquals(0.5, grade.score().orElseThrow().value(), grade.detail());
    assertEquals(1, asked.get());
    // It ran in the scratch's private copy of the rubric, not in the rubric itself.
    assertEquals(scratch.resolve("rubric").toRealPath().toString(),
        Files.readString(answers.resolve("answer.json.where")).strip());
  }

  private Path answers(String answer) throws Exception {
    Path answers = Files.createDirectories(temp.resolve("answers"));
    Files.writeString(answers.resolve("answer.json"), answer);
    return answers;
  }
}
