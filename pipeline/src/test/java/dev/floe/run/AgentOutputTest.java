package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an agent writes is copied back as plain files, and nothing else: a link to a rubric file is not followed (a
 * sandboxed agent cannot read the rubric, but Floe could, and would hand it over as the agent's answer), a FIFO
 * where the answer should be does not hang the grader, a link loop does not stop the copy, a usage.json linked to
 * /dev/zero is not read. Each refusal is named in the agent's log; the attempt is judged on what is left.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class AgentOutputTest {
  @TempDir static Path temp;
  static Path evaluation;
  static Path rubricFile;
  static RunFixture.Outcome outcome;

  @BeforeAll
  static void runTheTrickster() throws Exception {
    rubricFile = RunFixture.REPO.resolve("packages/alpha-test/CASE-001-cyan/rubric/reference/answer.json");
    Path agent = RunFixture.agentConfig(temp, "trickster.sh", Map.of("RUBRIC_FILE", rubricFile.toString()));
    // Unsandboxed: what is tested is Floe's side, what it copies back, whatever confined the agent.
    outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"), Unsandboxed.with(List.of("--modes",
        "base,self", "--attempts", "1", "--max-tries", "1", "--sub-benchmarks", "alpha", "--timeout", "30",
        "--work-dir", temp.resolve("work").toString())).toArray(String[]::new));
    evaluation = temp.resolve("out/evaluations/alpha-trickster-fixture-1-0-none");
  }

  private static Path attempt(String mode, String caseId) {
    return evaluation.resolve("runs").resolve(mode).resolve(caseId).resolve("attempt-01");
  }

  @Test
  void theRunEndsAndNothingOfTheAgentsIsALinkOrAFifo() throws Exception {
    assertEquals(0, outcome.exitCode(), outcome.err());
    try (Stream<Path> walk = Files.walk(temp.resolve("out"))) {
      List<Path> odd = walk.filter(p -> Files.isSymbolicLink(p) || !(Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)
          || Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))).toList();
      assertEquals(List.of(), odd, "only plain files and folders in the output");
    }
  }

  @Test
  void anAnswerThatLinksToTheRubricIsNotGradedAsTheAgents() throws Exception {
    JsonNode run = RunFixture.json(attempt("base", "CASE-001-cyan").resolve("run.json"));
    assertEquals("no_answer", run.get("failure").asText(), "the rubric's reference was not taken as the answer");
    assertTrue(run.get("score").isNull());
    assertFalse(Files.exists(attempt("base", "CASE-001-cyan").resolve("answer/answer.json")));
    String log = Files.readString(attempt("base", "CASE-001-cyan").resolve("agent.log"));
    assertTrue(log.contains("floe: symbolic links, FIFOs and devices are not kept in an answer, nor paths nested past 2048 bytes: answer.json\n"), log);
  }

  @Test
  void aFifoAnswerIsNoAnswerAndHangsNothing() throws Exception {
    JsonNode run = RunFixture.json(attempt("base", "CASE-002-magenta").resolve("run.json"));
    assertEquals("no_answer", run.get("failure").asText());
    String log = Files.readString(attempt("base", "CASE-002-magenta").resolve("agent.log"));
    assertTrue(log.contains("floe: symbolic links, FIFOs and devices are not kept in an answer, nor paths nested past 2048 bytes: answer.json\n"), log);
  }

  @Test
  void theRealAnswerBesideALinkLoopIsGradedAndUsageFromDevZeroIsNotRead() throws Exception {
    JsonNode run = RunFixture.json(attempt("base", "CASE-003-yellow").resolve("run.json"));
    assertEquals("ok", run.get("status").asText(), run.toString());
    assertEquals(1.0, run.get("score").asDouble(), 1e-12);
    assertTrue(run.path("usage").isMissingNode() || run.path("usage").isEmpty(), run.toString());
    assertFalse(Files.exists(attempt("base", "CASE-003-yellow").resolve("answer/loop"), LinkOption.NOFOLLOW_LINKS));
    // Its 1,500 nested folders (past the kernel's limit on a whole path) are kept as deep as paths stay usable.
    String log = Files.readString(attempt("base", "CASE-003-yellow").resolve("agent.log"));
    assertTrue(log.matches("(?s).*floe: symbolic links, FIFOs and devices are not kept in an answer, nor paths "
        + "nested past 2048 bytes: deep/dd/dd/\\S*… \\(\\d+ characters, past the 2048 kept\\), loop\n.*"), log);
    assertTrue(Files.isDirectory(attempt("base", "CASE-003-yellow").resolve("answer/deep/dd/dd")));
  }

  @Test
  void theFrozenStateHoldsOnlyTheAgentsOwnFiles() throws Exception {
    Path evolve = evaluation.resolve("evolve/self/attempt-01");
    assertEquals("ok", RunFixture.json(evolve.resolve("evolve.json")).get("status").asText());
    try (Stream<Path> state = Files.list(evolve.resolve("state"))) {
      assertEquals(List.of("deep", "notes.txt"), state.map(p -> p.getFileName().toString()).sorted().toList());
    }
    String log = Files.readString(evolve.resolve("agent.log"));
    assertTrue(log.matches("(?s).*floe: symbolic links, FIFOs and devices are not kept in a state, nor paths nested "
        + "past 2048 bytes: deep/dd/\\S*… \\(\\d+ characters, past the 2048 kept\\), loop, pipe, stolen.json\n.*"),
        log);
    // The self-mode solve saw the frozen state: only what was kept.
    assertEquals("deep\nnotes.txt\n",
        Files.readString(attempt("self", "CASE-003-yellow").resolve("answer/state-seen.txt")));
  }
}
