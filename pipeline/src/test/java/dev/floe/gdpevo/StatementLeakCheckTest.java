package dev.floe.gdpevo;

import static dev.floe.gdpevo.GdpevoFixture.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check that no statement holds a private file, on converted trees made to leak. */
class StatementLeakCheckTest {
  private static final String TEST_CASE = "packages/" + WAREHOUSE + "-test/CASE-001-test-001/";
  private static final String TRAIN_CASE = "packages/" + WAREHOUSE + "-train/CASE-001-train-001/";

  @TempDir static Path dir;
  static Path repo;
  private final List<Path> planted = new ArrayList<>();

  @BeforeAll
  static void convert() throws Exception {
    repo = dir.resolve("repo");
    GdpevoFixture.convert(repo);
  }

  /** Each test plants its leaks in the one converted tree and they are removed after it. */
  @AfterEach
  void removePlanted() throws Exception {
    for (int i = planted.size() - 1; i >= 0; i--) {
      Files.deleteIfExists(planted.get(i));
    }
  }

  private Path plant(String from, String to) throws Exception {
    Path target = repo.resolve(to);
    if (!Files.isDirectory(target.getParent())) {
      planted.add(Files.createDirectories(target.getParent()));
    }
    planted.add(Files.copy(repo.resolve(from), target));
    return target;
  }

  @Test
  void aTestReferenceAnswerInAStatementIsFoundUnderAnyName() throws Exception {
    plant(TEST_CASE + "rubric/output/answer.json", TRAIN_CASE + "statement/payloads/hint.json");
    assertEquals(List.of(new StatementLeakCheck.Leak(TRAIN_CASE + "statement/payloads/hint.json",
        TEST_CASE + "rubric/output/answer.json")), StatementLeakCheck.find(repo, Set.of()));
  }

  @Test
  void graderFilesAndNotesInAStatementAreLeaks() throws Exception {
    plant(TEST_CASE + "rubric/eval/eval.py", TEST_CASE + "statement/eval/eval.py");
    plant(TEST_CASE + "rubric/notes.md", TEST_CASE + "statement/notes.md");
    assertEquals(List.of(TEST_CASE + "statement/eval/eval.py", TEST_CASE + "statement/notes.md"),
        StatementLeakCheck.find(repo, Set.of()).stream().map(StatementLeakCheck.Leak::statementFile).toList());
  }

  @Test
  void anEnvironmentFileInAStatementIsALeak() throws Exception {
    // env/ holds a copy of a train reference answer: it must not reach even a train statement.
    String judgeCopy = "data/" + WAREHOUSE + "/env/judge_train_eval/train_001/output/answer.json";
    Path server = plant("data/" + WAREHOUSE + "/env/server.py", TEST_CASE + "statement/server.py");
    List<StatementLeakCheck.Leak> leaks = StatementLeakCheck.find(repo, Set.of());
    assertEquals(List.of(new StatementLeakCheck.Leak(TEST_CASE + "statement/server.py",
        "data/" + WAREHOUSE + "/env/server.py")), leaks);
    Files.delete(server);
    plant(judgeCopy, TEST_CASE + "statement/payloads/train.json");
    assertEquals(1, StatementLeakCheck.find(repo, Set.of()).size());
  }

  @Test
  void bytesThatArePublicAnywayAreNotALeak() throws Exception {
    Path hint = plant(TEST_CASE + "rubric/output/answer.json", TRAIN_CASE + "statement/payloads/hint.json");
    assertEquals(List.of(), StatementLeakCheck.find(repo, Set.of(SourceCopy.digest(hint))));
    Files.writeString(hint, "");
    planted.add(Files.writeString(repo.resolve(TEST_CASE + "rubric/empty.txt"), ""));
    assertEquals(List.of(), StatementLeakCheck.find(repo, Set.of()), "an empty file carries nothing");
  }
}
