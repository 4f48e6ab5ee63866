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
 * statement, a link and a hard link planted in task/, files in the frozen state, a locked folder, a locked work/ or a
 * link in its place), the next solve in the same workspace sees exactly its own statement and state and empty work/
 * and answer/ folders (work/ with a new folder's access), and no file outside the workspace is written through or
 * deleted through what was planted.
 */
class WorkspaceReuseTest {
  @TempDir Path temp;

  @Test
  void theNextSolveSeesOnlyItsOwnTaskAndState() throws Exception {
    Path seen = Files.createDirectories(temp.resolve("seen"));
    Path outside = Files.writeString(temp.resolve("outside.txt"), "not the agent's");
    Path work = Files.createDirectories(temp.resolve("work"));
    Path outsideHard = Files.writeString(work.resolve("outside-hard.txt"), "not the agent's either");
    Path outsideDir = Files.createDirectories(temp.resolve("outside-dir"));
    Path outsideKept = Files.writeString(outsideDir.resolve("kept.txt"), "not the agent's, nor Floe's to delete");
    Path agent = RunFixture.agentConfig(temp, "litterer.sh", Map.of("SEEN_DIR", seen.toString(),
        "OUTSIDE", outside.toString(), "OUTSIDE_HARD", outsideHard.toString(), "OUTSIDE_DIR", outsideDir.toString()));
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"),
        "--modes", "base,self", "--attempts", "2", "--max-concurrent-runs", "1", "--work-dir", work.toString());
    assertEquals(0, outcome.exitCode(), outcome.err());

    List<Path> reports;
    try (Stream<Path> list = Files.list(seen)) {
      reports = list.sorted().toList();
    }
    assertEquals(2 * 2 * 2 * 3, reports.size(), "2 sub-benchmarks x 2 modes x 2 attempts x 3 test cases");
    Set<String> workspaces = new HashSet<>();
    Set<String> workAccess = new HashSet<>();
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
      workAccess.add(section(text, "work-access"));
      assertEquals(".", section(text, "answer"), name);
      String state = section(text, "state");
      assertEquals(parts[0].equals("base") ? "." : ".\n./state.txt\nstate of self attempt " + parts[1], state, name);
    }
    // A workspace is handed out again once the next sweep of ended processes (every 2 s) has run; each solve takes
    // at least 0.25 s, so the 24 last over 6 s and the later ones reuse the first ones' workspaces.
    assertTrue(workspaces.size() <= reports.size() - 4,
        "one solve at a time reuses workspaces (" + workspaces.size() + " workspaces for " + reports.size()
            + " solves): otherwise this test shows nothing");
    assertEquals(1, workAccess.size(), "a reused work/ has a new one's access: " + workAccess);
    try (Stream<Path> left = Files.list(outsideDir)) {
      assertEquals(List.of(outsideKept), left.toList(), "the folder a work/ link led to was emptied");
    }
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

  /**
   * A process an unsandboxed agent left running writes by path into the folders it was given; a later solve must not
   * get those folders until it is swept, so neither its answer nor its work folder ever holds what an earlier one wrote.
   */
  @Test
  void aProcessAnAgentLeftRunningWritesIntoNoLaterSolve() throws Exception {
    Path seen = Files.createDirectories(temp.resolve("seen"));
    Path agent = RunFixture.agentConfig(temp, "latewriter.sh", Map.of("SEEN_DIR", seen.toString()));
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"),
        "--modes", "base", "--attempts", "3", "--max-concurrent-runs", "1", "--work-dir",
        temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    List<Path> reports;
    try (Stream<Path> list = Files.list(seen)) {
      reports = list.toList();
    }
    assertEquals(2 * 3 * 3, reports.size());
    for (Path report : reports) {
      assertFalse(Files.readString(report).contains("late-from"),
          report.getFileName() + " started with an earlier solve's late file: " + Files.readString(report));
    }
    try (Stream<Path> kept = Files.walk(temp.resolve("out/evaluations"))) {
      assertEquals(List.of(), kept.filter(p -> p.getFileName().toString().startsWith("late-from")).toList(),
          "an earlier solve's late file was kept as part of a later answer");
    }
  }

  /**
   * A grader's scratch folder is reused too: a process a grader left running, still holding its stdout, must not
   * print into a later grade's verdict.
   */
  @Test
  void aProcessAGraderLeftRunningPrintsIntoNoLaterGrade() throws Exception {
    String grader = "(sleep 0.4; echo '{\\\"score\\\": 0.25}') & sleep 0.1; echo '{\\\"score\\\": 1}'";
    Path repo = RunFixture.commandGradedRepository(temp.resolve("repo"), 3, grader);
    Path agent = RunFixture.agentConfig(temp, "stamper.sh", Map.of("STAMPS", temp.resolve("stamps").toString()));
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, temp.resolve("out"), "--modes", "base",
        "--attempts", "6", "--max-concurrent-runs", "1", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    List<Path> records = RunFixture.files(temp.resolve("out/evaluations"), "run.json");
    assertEquals(18, records.size());
    for (Path record : records) {
      assertEquals("{\"score\": 1}\n", Files.readString(record.resolveSibling("grader.log")), record.toString());
      assertEquals(1.0, RunFixture.json(record).get("score").asDouble(), record.toString());
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
