package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Solves reuse workspaces (docs/PERFORMANCE.md): whatever a solve left in its folders (files in work/, a scribbled
 * statement, a link and a hard link planted in task/, files in the frozen state, a locked folder), the next solve in
 * the same workspace sees exactly its own statement and state and empty work/ and answer/ folders, and no file
 * outside the workspace is written through what was planted.
 */
class WorkspaceReuseTest {
  @TempDir Path temp;

  @Test
  void theNextSolveSeesOnlyItsOwnTaskAndState() throws Exception {
    Path seen = Files.createDirectories(temp.resolve("seen"));
    Path outside = Files.writeString(temp.resolve("outside.txt"), "not the agent's");
    Path work = Files.createDirectories(temp.resolve("work"));
    Path outsideHard = Files.writeString(work.resolve("outside-hard.txt"), "not the agent's either");
    Path agent = RunFixture.agentConfig(temp, "litterer.sh", Map.of("SEEN_DIR", seen.toString(),
        "OUTSIDE", outside.toString(), "OUTSIDE_HARD", outsideHard.toString()));
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"),
        "--modes", "base,self", "--attempts", "2", "--max-concurrent-runs", "1", "--work-dir", work.toString());
    assertEquals(0, outcome.exitCode(), outcome.err());

    List<Path> reports;
    try (Stream<Path> list = Files.list(seen)) {
      reports = list.sorted().toList();
    }
    assertEquals(2 * 2 * 2 * 3, reports.size(), "2 sub-benchmarks x 2 modes x 2 attempts x 3 test cases");
    Set<String> workspaces = new HashSet<>();
    for (Path report : reports) {
      String name = report.getFileName().toString(); // <mode>-<attempt>-<case>.txt
      String[] parts = name.replace(".txt", "").split("-", 3);
      String caseId = parts[2];
      String text = Files.readString(report);
      workspaces.add(section(text, "workspace"));
      assertFalse(text.contains("LITTER"), name + " saw what an earlier solve left:\n" + text);
      assertEquals(". .. answer state task work", section(text, "root"), name);
      assertEquals(".\n./README.md\n" + Files.readString(statement(caseId)).strip(), section(text, "task"), name);
      assertEquals(".", section(text, "work"), name);
      assertEquals(".", section(text, "answer"), name);
      String state = section(text, "state");
      assertEquals(parts[0].equals("base") ? "." : ".\n./state.txt\nstate of self attempt " + parts[1], state, name);
    }
    assertTrue(workspaces.size() < reports.size() / 4,
        "one solve at a time reuses its workspace (" + workspaces.size() + " workspaces for " + reports.size()
            + " solves): otherwise this test shows nothing");
    assertEquals("not the agent's", Files.readString(outside));
    assertEquals("not the agent's either", Files.readString(outsideHard));
    try (Stream<Path> runs = Files.walk(temp.resolve("out/evaluations"))) {
      List<Path> records = runs.filter(p -> p.getFileName().toString().equals("run.json")).toList();
      assertEquals(reports.size(), records.size());
      for (Path record : records) {
        assertEquals("ok", RunFixture.json(record).get("status").asText(), record.toString());
      }
    }
  }

  private static Path statement(String caseId) throws Exception {
    try (Stream<Path> walk = Files.walk(RunFixture.REPO)) {
      return walk.filter(p -> p.getFileName().toString().equals(caseId)).findFirst().orElseThrow()
          .resolve("statement/README.md");
    }
  }

  private static String section(String text, String name) {
    int start = text.indexOf("== " + name + "\n") + name.length() + 4;
    int end = text.indexOf("\n== ", start);
    return (end < 0 ? text.substring(start) : text.substring(start, end)).strip();
  }
}
