package dev.floe.agent.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.agent.AgentOutcome;
import dev.floe.agent.Invocation;
import dev.floe.agent.Phase;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample agent on the samples, called directly with folders staged the way Floe stages them: it solves, learns
 * from exactly what is staged, says where each belief came from, and its guesses follow the seed.
 */
class SampleAgentTest {
  private static final Path PACKAGES = Path.of("../samples/benchmarks/packages").toAbsolutePath();
  private static final ObjectMapper JSON = new ObjectMapper();
  private final SampleAgent agent = new SampleAgent();
  @TempDir Path temp;

  @Test
  void baseSolvesGuessTheHiddenConventionsByTheSeed() throws Exception {
    Path empty = Files.createDirectories(temp.resolve("empty-state"));
    Set<String> answers = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      String first = solve("invoice-totals-test", "CASE-001-inv-2011", empty, seed);
      assertEquals(first, solve("invoice-totals-test", "CASE-001-inv-2011", empty, seed), "same seed, same answer");
      answers.add(first);
      assertTrue(first.contains("\"net\" : 107.70"), first); // the arithmetic needs no convention
    }
    assertTrue(answers.size() > 3, "different seeds guess differently: " + answers);
  }

  @Test
  void statementsTeachWhatTheySayAndNothingMore() throws Exception {
    Path state = evolve("invoice-totals-train", false, "self", 0, 7);
    SampleState learned = SampleState.read(state);
    assertEquals(new Belief("EUR", Source.STATEMENT, learned.beliefs().get("invoice.currency").evidence()),
        learned.beliefs().get("invoice.currency"));
    assertEquals(Source.GUESS, learned.beliefs().get("invoice.vat").source());
    String notes = Files.readString(state.resolve(SampleState.NOTES));
    assertTrue(notes.contains("5 of 5 train statements say so, e.g. CASE-001-inv-1041: "
        + "\u201cAll prices on our suppliers' invoices are in euros.\u201d"), notes);
    assertTrue(solve("invoice-totals-test", "CASE-002-inv-2026", state, 7).contains("\"currency\" : \"EUR\""));
  }

  @Test
  void referenceAnswersTeachWhatStatementsDoNot() throws Exception {
    Path state = evolve("invoice-totals-train", true, "fewshot", 0, 7);
    SampleState learned = SampleState.read(state);
    assertEquals("20%", learned.beliefs().get("invoice.vat").value());
    assertEquals(Source.REFERENCE, learned.beliefs().get("invoice.vat").source());
    assertTrue(learned.beliefs().get("invoice.vat").evidence().startsWith(
        "With 20% the agent's answers reproduce 5 of 5 reference answers exactly"), learned.toString());
    Path labels = evolve("shipping-labels-train", true, "fewshot", 0, 3);
    SampleState l = SampleState.read(labels);
    assertEquals(List.of("capitals", "postcode first", "ISO alpha-2"), List.of(l.beliefs().get("label.letters").value(),
        l.beliefs().get("label.postcode").value(), l.beliefs().get("label.country").value()));
    assertEquals("ANNA GRUBER\nMARIAHILFER STRASSE 88\n1070 WIEN\nAT\n",
        solve("shipping-labels-test", "CASE-001-order-59104", labels, 3));
  }

  @Test
  void gradedAttemptsLetReflectFindWhatItGuessedWrong() throws Exception {
    // The dates' reading of slashes has two candidates: three graded rounds always settle it.
    for (long seed = 1; seed <= 4; seed++) {
      Path state = reflect("filing-dates-train", 3, seed);
      SampleState learned = SampleState.read(state);
      assertEquals("day first", learned.beliefs().get("dates.slashes").value(), "seed " + seed);
      assertEquals(Source.FEEDBACK, learned.beliefs().get("dates.slashes").source(), "seed " + seed);
      assertTrue(Files.readString(state.resolve(SampleState.NOTES)).contains("## Graded attempts (reflect rounds)"));
    }
  }

  @Test
  void aStatementOfAnotherFamilyFailsTheCallSayingWhy() throws Exception {
    Path task = Files.createDirectories(temp.resolve("task"));
    Files.writeString(task.resolve("README.md"), "# Poem\n\nWrite a sonnet.\n");
    Path log = temp.resolve("agent.log");
    AgentOutcome outcome = agent.run(solveInvocation("CASE-001-poem", task, Files.createDirectories(
        temp.resolve("s")), Files.createDirectories(temp.resolve("a")), 1, log));
    assertEquals(1, outcome.process().exitCode());
    assertTrue(Files.readString(log).contains("is not one of the sample agent's task kinds"), Files.readString(log));
  }

  /** Evolves on a train benchmark staged as Floe stages it: statements, plus references when asked. */
  private Path evolve(String benchmark, boolean references, String mode, int round, long seed) throws IOException {
    Path train = stageTrain(benchmark, references);
    Path state = Files.createDirectories(temp.resolve("state-" + benchmark + "-" + mode + "-" + seed));
    AgentOutcome outcome = agent.run(evolveInvocation(mode, train, state, round, seed));
    assertEquals(0, outcome.process().exitCode(), Files.readString(temp.resolve("evolve.log")));
    return state;
  }

  /** A reflect-N evolve with Floe's part played here: solve every train case, grade it, hand back the score. */
  private Path reflect(String benchmark, int rounds, long seed) throws IOException {
    Path train = stageTrain(benchmark, false);
    Path state = Files.createDirectories(temp.resolve("state-reflect-" + seed));
    String mode = "reflect-" + rounds;
    assertEquals(0, agent.run(evolveInvocation(mode, train, state, 0, seed)).process().exitCode());
    for (int round = 1; round <= rounds; round++) {
      for (Path c : list(train)) {
        Path answer = c.resolve("answer");
        FolderCopy.delete(answer);
        Files.createDirectories(answer);
        agent.run(solveInvocation(c.getFileName().toString(), c.resolve("statement"), state, answer, seed,
            temp.resolve("solve.log")));
        Path reference = PACKAGES.resolve(benchmark).resolve(c.getFileName()).resolve("rubric/reference");
        Agreement a = Agreement.of(new Answer("answer.json", Files.readString(answer.resolve("answer.json"))),
            reference).orElseThrow();
        Files.writeString(c.resolve("feedback.json"), JSON.writeValueAsString(JSON.createObjectNode()
            .put("round", round).put("status", "ok").put("score", (double) a.matched() / a.total())));
      }
      assertEquals(0, agent.run(evolveInvocation(mode, train, state, round, seed)).process().exitCode());
    }
    return state;
  }

  private String solve(String benchmark, String caseId, Path state, long seed) throws IOException {
    Path task = PACKAGES.resolve(benchmark).resolve(caseId).resolve("statement");
    Path answer = Files.createDirectories(temp.resolve("answer-" + System.nanoTime()));
    AgentOutcome outcome = agent.run(solveInvocation(caseId, task, state, answer, seed, temp.resolve("solve.log")));
    assertEquals(0, outcome.process().exitCode(), Files.readString(temp.resolve("solve.log")));
    try (Stream<Path> files = Files.list(answer)) {
      return Files.readString(files.findFirst().orElseThrow());
    }
  }

  private Path stageTrain(String benchmark, boolean references) throws IOException {
    Path train = temp.resolve("train-" + benchmark + "-" + references + "-" + System.nanoTime());
    for (Path c : list(PACKAGES.resolve(benchmark))) {
      FolderCopy.copy(c.resolve("statement"), train.resolve(c.getFileName()).resolve("statement"));
      if (references) {
        FolderCopy.copy(c.resolve("rubric/reference"), train.resolve(c.getFileName()).resolve("reference"));
      }
    }
    return train;
  }

  private Invocation evolveInvocation(String mode, Path train, Path state, int round, long seed) throws IOException {
    return new Invocation(Phase.EVOLVE, mode, 1, seed, "sub", "train", Optional.empty(),
        Files.createDirectories(temp.resolve("work")), state, Optional.of(train), Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of(Duration.ofSeconds(60)), OptionalInt.of(round), false,
        temp.resolve("evolve.log"));
  }

  private Invocation solveInvocation(String caseId, Path task, Path state, Path answer, long seed, Path log)
      throws IOException {
    return new Invocation(Phase.SOLVE, "base", 1, seed, "sub", "test", Optional.of(caseId),
        Files.createDirectories(temp.resolve("work")), state, Optional.empty(), Optional.of(task),
        Optional.of(answer), Optional.empty(), Optional.of(Duration.ofSeconds(60)), OptionalInt.empty(), false, log);
  }

  private static List<Path> list(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }
}
