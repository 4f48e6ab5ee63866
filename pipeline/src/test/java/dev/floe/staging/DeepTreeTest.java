package dev.floe.staging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An agent may nest folders thousands deep in its own folder, past the kernel's 4,096-byte limit on a whole path.
 * Floe still deletes such a tree, and keeps of an answer or a state only what lies within a path of usable length,
 * naming the rest: before, such a tree stopped the whole run ("File name too long") at every resume.
 */
class DeepTreeTest {
  @TempDir Path temp;

  /** Writes answer.json and a chain of 1,500 folders (4.5 KB of path) holding a file, one read-only midway. */
  private Path agentWroteADeepTree(String name) throws Exception {
    Path root = Files.createDirectories(temp.resolve(name));
    // Python, working relative to its current folder, the way an agent's own code would: no whole path is used.
    Process python = new ProcessBuilder("python3", "-c", String.join("\n",
        "import os",
        "open('answer.json', 'w').write('{}\\n')",
        "for i in range(1500):",
        "    os.mkdir('dd')",
        "    os.chdir('dd')",
        "    if i == 700:",
        "        os.chmod('..', 0o555)",
        "open('leaf.txt', 'w').write('leaf\\n')"))
        .directory(root.toFile()).redirectErrorStream(true).start();
    assertEquals(0, python.waitFor(), new String(python.getInputStream().readAllBytes()));
    return root;
  }

  @Test
  void aTreeNestedPastThePathLimitIsDeletedWithoutFollowingItsLinks(@TempDir Path elsewhere) throws Exception {
    Path kept = Files.writeString(Files.createDirectories(elsewhere.resolve("rubric")).resolve("reference.json"), "{}");
    Path deep = agentWroteADeepTree("work");
    // Deep inside, past the whole-path limit, a link to a folder outside the tree: deleted as a link, not followed.
    Process link = new ProcessBuilder("python3", "-c", "import os, sys\nos.chdir(sys.argv[1])\n"
        + "for _ in range(1200):\n    os.chdir('dd')\nos.symlink(sys.argv[2], 'rubric')", deep.toString(),
        kept.getParent().toString()).redirectErrorStream(true).start();
    assertEquals(0, link.waitFor(), new String(link.getInputStream().readAllBytes()));
    FolderCopy.delete(deep);
    assertFalse(Files.exists(deep));
    try (Stream<Path> left = Files.list(temp)) {
      assertEquals(List.of(), left.toList(), "nothing left beside it");
    }
    assertEquals("{}", Files.readString(kept), "what a link pointed to is untouched");
  }

  @Test
  void aMovedAnswerKeepsWhatLiesWithinTheKeptDepthAndNamesTheRest() throws Exception {
    Path answer = agentWroteADeepTree("answer");
    Path kept = temp.resolve("out/attempt-01/answer");
    List<String> dropped = FolderCopy.moveWithoutLinks(answer, kept);
    assertEquals(1, dropped.size(), dropped.toString());
    assertTrue(dropped.get(0).startsWith("dd/dd/dd/") && dropped.get(0).endsWith("past the 2048 kept)"),
        dropped.get(0));
    assertEquals("{}\n", Files.readString(kept.resolve("answer.json")));
    assertKeptTreeIsWalkable(kept);
    assertFalse(Files.exists(answer), "moved, not copied");
  }

  @Test
  void aCopiedStateLeavesOutWhatLiesDeeperAndNamesIt() throws Exception {
    Path state = agentWroteADeepTree("state");
    Path copy = temp.resolve("rounds/1/state-before");
    List<String> dropped = FolderCopy.copyWithoutLinks(state, copy);
    assertEquals(1, dropped.size(), dropped.toString());
    assertEquals("{}\n", Files.readString(copy.resolve("answer.json")));
    assertKeptTreeIsWalkable(copy);
    FolderCopy.delete(state); // a copy leaves its source, which only a deep delete removes
  }

  /** Every path kept is one that whole-path tools (a grader's, Floe's own walks) can use. */
  private static void assertKeptTreeIsWalkable(Path kept) throws Exception {
    try (Stream<Path> walk = Files.walk(kept)) {
      for (Path path : walk.toList()) {
        assertTrue(kept.relativize(path).toString().length() <= FolderCopy.KEPT_PATH_BYTES, path.toString());
      }
    }
  }
}
