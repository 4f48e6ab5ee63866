package dev.floe.aggregation.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole files or none, with the permissions any new file gets, and the leftovers of a crash found and cleared. */
class AtomicFileTest {
  @TempDir Path temp;

  @Test
  void aWrittenFileHasTheUsualPermissionsNotOwnerOnly() throws Exception {
    Path plain = Files.createFile(temp.resolve("plain.txt"));
    Path written = temp.resolve("results.json");
    AtomicFile.write(written, "{}\n");
    assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written),
        "a team reading results on shared storage can read what Floe wrote");
    assertEquals("{}\n", Files.readString(written));
    assertEquals(List.of("plain.txt", "results.json"), names(temp), "no temporary file is left");
  }

  @Test
  void aWriteThatFailsLeavesWhatWasThereAndNoTemporaryFile() throws Exception {
    // A non-empty folder cannot be replaced by a file: the rename, the last step, fails.
    Path target = Files.createDirectories(temp.resolve("run.json"));
    Files.writeString(target.resolve("inside"), "kept");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicFile.write(target, "new"));
    assertEquals(true, e.getMessage().startsWith("cannot write " + target + ": "), e.getMessage());
    assertEquals("kept", Files.readString(target.resolve("inside")));
    assertEquals(List.of("run.json"), names(temp), "the temporary file went with the failure");
  }

  @Test
  void leftoversOfInterruptedWritesAreRemovedAndNothingElse() throws Exception {
    Files.writeString(temp.resolve(".run.json.0f8fad5b-d9cb-469f-a165-70867728950e.tmp"), "half");
    Files.writeString(temp.resolve(".notes.tmp"), "someone else's");
    Files.writeString(temp.resolve("run.json"), "{}");
    assertEquals(1, AtomicFile.removeLeftovers(temp));
    assertEquals(List.of(".notes.tmp", "run.json"), names(temp));
  }

  private static List<String> names(Path folder) throws Exception {
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
