package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --max-concurrent-runs} bounds agents: with one slot, never two agents at once and never two graders at
 * once, but the next agent does not wait for the last answer's grade (a slow grader does not idle the agent's slot).
 */
class SlotScheduleTest {
  @TempDir Path temp;

  @Test
  void theNextAgentRunsWhileTheLastAnswerIsGraded() throws Exception {
    Path stamps = temp.resolve("stamps.txt");
    String grader = "echo grader-start $(date +%s%N) >> " + stamps + "; sleep 0.6; "
        + "echo grader-end $(date +%s%N) >> " + stamps + "; echo '{\\\"score\\\": 1}'";
    Path repo = RunFixture.commandGradedRepository(temp.resolve("repo"), 3, grader);
    Path agent = RunFixture.agentConfig(temp, "stamper.sh", Map.of("STAMPS", stamps.toString()));
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, temp.resolve("out"), "--modes", "base",
        "--attempts", "2", "--max-concurrent-runs", "1", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());

    List<long[]> agents = spans(stamps, "agent");
    List<long[]> graders = spans(stamps, "grader");
    assertEquals(6, agents.size());
    assertEquals(6, graders.size());
    assertEquals(0, overlaps(agents, agents), "two agents ran at once with one slot");
    assertEquals(0, overlaps(graders, graders), "two graders ran at once with one slot");
    assertTrue(overlaps(agents, graders) > 0, "no agent ran while an answer was graded: the slot waited for grades");
  }

  /** The [start, end] of each process of {@code kind}, in the order they started. */
  private static List<long[]> spans(Path stamps, String kind) throws Exception {
    List<long[]> spans = new ArrayList<>();
    for (String line : Files.readAllLines(stamps)) {
      String[] parts = line.split(" ");
      if (parts[0].equals(kind + "-start")) {
        spans.add(new long[] {Long.parseLong(parts[1]), Long.MAX_VALUE});
      } else if (parts[0].equals(kind + "-end")) {
        spans.stream().filter(s -> s[1] == Long.MAX_VALUE).findFirst().orElseThrow()[1] = Long.parseLong(parts[1]);
      }
    }
    return spans;
  }

  private static int overlaps(List<long[]> a, List<long[]> b) {
    int count = 0;
    for (long[] x : a) {
      for (long[] y : b) {
        if (x != y && x[0] < y[1] && y[0] < x[1]) {
          count++;
        }
      }
    }
    return count;
  }
}
