package dev.floe.staging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an agent wrote is kept without its symbolic links: a link to a rubric never brings the rubric in. */
class FolderCopyTest {
  @TempDir Path temp;
  Path answer;

  @BeforeEach
  void agentWroteAnAnswerWithLinks() throws Exception {
    Path secret = Files.writeString(Files.createDirectories(temp.resolve("rubric")).resolve("reference.json"),
        "{\"secret\": \"PLANTED-7731\"}");
    answer = Files.createDirectories(temp.resolve("work/answer"));
    Files.writeString(answer.resolve("notes.txt"), "mine");
    Files.writeString(Files.createDirectories(answer.resolve("sub")).resolve("part.json"), "{}");
    Files.createSymbolicLink(answer.resolve("answer.json"), secret);
    Files.createSymbolicLink(answer.resolve("sub/rubric"), secret.getParent());
  }

  @Test
  void moveKeepsFilesAndFoldersAndDropsLinks() throws Exception {
    Path kept = temp.resolve("out/attempt-01/answer");
    List<String> dropped = FolderCopy.moveWithoutLinks(answer, kept);
    assertEquals(List.of("answer.json", "sub/rubric"), dropped);
    assertEquals("mine", Files.readString(kept.resolve("notes.txt")));
    assertEquals("{}", Files.readString(kept.resolve("sub/part.json")));
    assertFalse(Files.exists(kept.resolve("answer.json"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
    assertFalse(Files.exists(answer), "moved, not copied");
    assertNoSecretUnder(kept);
  }

  @Test
  void copyAcrossFilesystemsDropsLinksToo() throws Exception {
    Path kept = temp.resolve("copy");
    List<String> dropped = FolderCopy.copyWithoutLinks(answer, kept);
    assertEquals(List.of("answer.json", "sub/rubric"), dropped);
    assertEquals("mine", Files.readString(kept.resolve("notes.txt")));
    assertTrue(Files.exists(answer.resolve("notes.txt")), "a copy leaves the source");
    assertNoSecretUnder(kept);
  }

  private static void assertNoSecretUnder(Path root) throws Exception {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.toList()) {
        assertFalse(Files.isSymbolicLink(path), path + " is a link");
        if (Files.isRegularFile(path)) {
          assertFalse(Files.readString(path).contains("PLANTED-7731"), path + " holds the rubric's secret");
        }
      }
    }
  }
}
