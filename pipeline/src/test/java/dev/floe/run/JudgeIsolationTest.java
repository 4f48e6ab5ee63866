package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An agent that searches everything it can reach, in every call of a judged run (test solves, evolves, reflect
 * rounds), never finds the judge's verdicts, the rubric or the judge itself: only its train scores come back.
 */
class JudgeIsolationTest {
  private static final List<String> NEVER = List.of("JUDGE-VERDICT-TOKEN", "Scoring standard", "rubric_judge",
      "\"points\"", RunFixture.JUDGED.toString());

  @TempDir Path temp;

  @Test
  void agentSeesNoVerdictOfTheJudge() throws Exception {
    Path dumps = Files.createDirectories(temp.resolve("dumps"));
    Path agent = RunFixture.agentConfig(temp, "snoop.sh", Map.of("DUMP_DIR", dumps.toString()));
    Path judge = RunFixture.judgeConfig(temp, "rubric_judge.sh", "rubric", "");
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.JUDGED, agent, temp.resolve("out"),
        "--modes", "base,reflect-1", "--attempts", "1", "--max-concurrent-runs", "1", "--judge-config",
        judge.toString(), "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    List<Path> files;
    try (Stream<Path> list = Files.list(dumps)) {
      files = list.sorted().toList();
    }
    // base 2 solves; reflect-1: 2 evolves, 2 train solves, 2 test solves.
    assertEquals(2 + 2 + 2 + 2, files.size());
    int feedbackSeen = 0;
    for (Path dump : files) {
      String text = Files.readString(dump);
      for (String needle : NEVER) {
        assertFalse(text.contains(needle), dump.getFileName() + " saw " + needle);
      }
      if (text.contains("feedback.json")) {
        feedbackSeen++;
        assertTrue(text.contains("\"status\" : \"ok\",\n  \"score\" : 0.6\n}"), dump.getFileName() + ": " + text);
      }
    }
    assertEquals(1, feedbackSeen, "the evolve after round 1 got its scores");
  }
}
