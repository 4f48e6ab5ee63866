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
    Path repo = temp.resolve("repo");
    Path benchmark = Files.createDirectories(repo.resolve("packages/slots-test"));
    Files.writeString(benchmark.resolve("benchmark_config.toml"), "id = \"slots-test\"\ntitle = \"Slots\"\n"
        + "description = \"Slow graders.\"\nversion = \"0.1.0\"\nlast_update = \"2026-11-30T00:00:00Z\"\n"
        + "status = \"draft\"\n\n[author]\nname = \"Floe\"\n");
    String grader = "echo grader-start $(date +%s%N) >> " + stamps + "; sleep 0.6; "
        + "echo grader-end $(date +%s%N) >> " + stamps + "; echo '{\\\"score\\\": 1}'";
    for (int i = 1; i <= 3; i++) {
      Path c = benchmark.resolve("CASE-00" + i + "-slow-grade");
      Files.writeString(Files.createDirectories(c.resolve("statement")).resolve("README.md"), "# Case " + i + "\n");
      Files.writeString(Files.createDirectories(c.resolve("rubric")).resolve("README.md"), "Any answer.\n");
      Files.writeString(c.resolve("rubric/grader.toml"),
          "kind = \"command\"\ncommand = [\"bash\", \"-c\", \"" + grader + "\"]\ntimeout = 30\n");
      Files.writeString(c.resolve("task_config.toml"), "id = \"CASE-00" + i + "-slow-grade\"\ntitle = \"Case " + i
          + "\"\ndescription = \"A slow grade.\"\n");
    }
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
