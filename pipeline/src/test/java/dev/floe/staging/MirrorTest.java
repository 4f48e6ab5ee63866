package dev.floe.staging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A staged folder reused for the next try holds exactly the new source, whatever the last user left in it, and
 * writing it never reaches a file outside it.
 */
class MirrorTest {
  @TempDir Path temp;
  Path statement;
  Path staged;

  @BeforeEach
  void aStatement() throws Exception {
    statement = Files.createDirectories(temp.resolve("repo/case-1/statement"));
    Files.writeString(statement.resolve("README.md"), "# Case 1\nCount the words.\n");
    Files.writeString(Files.createDirectories(statement.resolve("data")).resolve("input.txt"), "one two three");
    Path tool = Files.writeString(statement.resolve("run.sh"), "#!/bin/sh\necho hi\n");
    Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
    staged = temp.resolve("workspace/task");
  }

  @Test
  void aFreshMirrorIsACopy() throws Exception {
    Mirror.of(statement, staged, Mirror.Links.FOLLOW);
    assertEquals(tree(statement), tree(staged));
    assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(staged.resolve("run.sh"))));
  }

  @Test
  void whatTheLastUserLeftIsGoneAndTheSameFilesAreRewrittenInPlace() throws Exception {
    Mirror.of(statement, staged, Mirror.Links.FOLLOW);
    Object readmeFile = key(staged.resolve("README.md"));
    // The last agent wrote over the statement, added files and folders, and locked a folder.
    Files.writeString(staged.resolve("README.md"), "scribbled over, and much longer than the statement was ".repeat(9));
    Files.writeString(staged.resolve("notes.txt"), "left behind");
    Files.writeString(Files.createDirectories(staged.resolve("scratch/deep")).resolve("x"), "x");
    Files.setPosixFilePermissions(staged.resolve("data"), PosixFilePermissions.fromString("r-x------"));

    Path next = Files.createDirectories(temp.resolve("repo/case-2/statement"));
    Files.writeString(next.resolve("README.md"), "# Case 2\n");
    Files.writeString(Files.createDirectories(next.resolve("data")).resolve("input.txt"), "four");
    Mirror.of(next, staged, Mirror.Links.FOLLOW);

    assertEquals(tree(next), tree(staged));
    assertEquals(readmeFile, key(staged.resolve("README.md")), "the same file, rewritten: no new one made");
  }

  @Test
  void aLinkOrAHardLinkPlantedInTheCopyIsReplacedNeverWrittenThrough() throws Exception {
    Path outside = Files.writeString(temp.resolve("someone-elses.txt"), "precious");
    Path alsoOutside = Files.writeString(temp.resolve("another.txt"), "also precious");
    Mirror.of(statement, staged, Mirror.Links.FOLLOW);
    Files.delete(staged.resolve("README.md"));
    Files.createSymbolicLink(staged.resolve("README.md"), outside);
    Files.delete(staged.resolve("data/input.txt"));
    Files.createLink(staged.resolve("data/input.txt"), alsoOutside);

    Mirror.of(statement, staged, Mirror.Links.FOLLOW);

    assertEquals("precious", Files.readString(outside));
    assertEquals("also precious", Files.readString(alsoOutside));
    assertEquals(tree(statement), tree(staged));
    assertFalse(Files.isSymbolicLink(staged.resolve("README.md")));
  }

  @Test
  void aFrozenStateIsRewrittenAndItsLinksAreDroppedOnRequest() throws Exception {
    Path state = Files.createDirectories(temp.resolve("evolve/state"));
    Files.writeString(state.resolve("skills.md"), "v1");
    Files.createSymbolicLink(state.resolve("peek"), statement.resolve("README.md"));
    Path staged = temp.resolve("workspace/state");
    Mirror.of(state, staged, Mirror.Links.DROP);
    FolderCopy.makeReadOnly(staged);
    Files.writeString(state.resolve("skills.md"), "v2, longer");

    Mirror.of(state, staged, Mirror.Links.DROP);

    assertEquals("v2, longer", Files.readString(staged.resolve("skills.md")));
    assertFalse(Files.exists(staged.resolve("peek"), LinkOption.NOFOLLOW_LINKS), "a link the agent made is not kept");
  }

  @Test
  void folderAccessTheLastUserChangedIsTheSourcesAgain() throws Exception {
    Files.setPosixFilePermissions(statement.resolve("data"), PosixFilePermissions.fromString("rwxr-x---"));
    Mirror.of(statement, staged, Mirror.Links.FOLLOW);
    // The last agent opened one folder to everyone and locked the other.
    Files.setPosixFilePermissions(staged, PosixFilePermissions.fromString("rwxrwxrwx"));
    Files.setPosixFilePermissions(staged.resolve("data"), PosixFilePermissions.fromString("--x------"));

    Mirror.of(statement, staged, Mirror.Links.FOLLOW);

    assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(statement)),
        PosixFilePermissions.toString(Files.getPosixFilePermissions(staged)));
    assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(staged.resolve("data"))));
  }

  @Test
  void aNameThatIsNotUtf8IsCopiedAsItsBytes() throws Exception {
    // An agent may write such a name into its state; the next solve's copy of the state must still be made.
    Process touch = new ProcessBuilder("sh", "-c", "printf 'noted' > \"$(printf 'notes-\\351.txt')\"")
        .directory(statement.toFile()).start();
    assertEquals(0, touch.waitFor());
    Mirror.of(statement, staged, Mirror.Links.FOLLOW);
    Mirror.of(statement, staged, Mirror.Links.FOLLOW); // and rewritten in place, not deleted as a stranger

    try (Stream<Path> source = Files.list(statement); Stream<Path> copy = Files.list(staged)) {
      assertEquals(source.map(Path::getFileName).sorted().toList(), copy.map(Path::getFileName).sorted().toList());
    }
    Path odd;
    try (Stream<Path> copy = Files.list(staged)) {
      odd = copy.filter(f -> f.getFileName().toString().startsWith("notes-")).findFirst().orElseThrow();
    }
    assertEquals("noted", Files.readString(odd));
  }

  @Test
  void aLinkToAFolderAboveIsRefusedNotFollowedForever() throws Exception {
    Files.createSymbolicLink(statement.resolve("data/up"), statement);
    assertThrows(FileSystemLoopException.class, () -> Mirror.of(statement, staged, Mirror.Links.FOLLOW));
  }

  /** Every entry under {@code root}: folders as "/", files with their contents. */
  private static Map<String, String> tree(Path root) throws Exception {
    Map<String, String> entries = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.toList()) {
        String name = root.relativize(path).toString();
        assertFalse(Files.isSymbolicLink(path), path + " is a link");
        entries.put(name, Files.isDirectory(path) ? "/" : Files.readString(path));
      }
    }
    assertTrue(entries.containsKey(""));
    return entries;
  }

  private static Object key(Path file) throws Exception {
    return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
  }
}
