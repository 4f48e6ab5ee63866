package dev.floe.gdpevo;

import static dev.floe.gdpevo.GdpevoFixture.CHECKOUT;
import static dev.floe.gdpevo.GdpevoFixture.LEDGER;
import static dev.floe.gdpevo.GdpevoFixture.NOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.files.FileProblemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Choosing task groups, refusing to overwrite, and writing nothing when anything is wrong. */
class ImportSafetyTest {
  @TempDir Path dir;

  @Test
  void aSubsetOfTaskGroupsIsConverted() throws Exception {
    Path out = dir.resolve("repo");
    GdpevoImport.Result result = GdpevoImport.convert(CHECKOUT.resolve("task_groups"), out, List.of(902), false, NOW);
    assertEquals(List.of("task_group_902"), result.groups().stream().map(ConvertedGroup::taskGroupId).toList());
    assertEquals(List.of(LEDGER + "-test", LEDGER + "-train"), list(out.resolve("packages")));
    assertFalse(Files.exists(out.resolve("data")), "group 902 has no environment");
  }

  @Test
  void anUnknownTaskGroupNamesTheAvailableOnesAndWritesNothing() {
    Path out = dir.resolve("repo");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(CHECKOUT, out, List.of(901, 7), false, NOW));
    assertEquals(CHECKOUT.resolve("task_groups") + ": no task group 007 (available: 901, 902)", e.getMessage());
    assertFalse(Files.exists(out));
  }

  @Test
  void aFolderWithoutTaskGroupsSaysWhatWasLookedFor() {
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(dir, dir.resolve("repo"), List.of(), false, NOW));
    assertTrue(e.getMessage().contains("no task groups found (expected task_group_NNN/ folders here, in task_groups/ "
        + "or in data/task_groups/)"), e.getMessage());
  }

  @Test
  void gdpevosOwnRepositoryLayoutIsFoundToo() throws Exception {
    Path checkout = dir.resolve("GDPevo");
    Files.createDirectories(checkout.resolve("data"));
    Path link = Files.createSymbolicLink(checkout.resolve("data/task_groups"), CHECKOUT.resolve("task_groups"));
    assertEquals(2, GdpevoImport.convert(checkout, dir.resolve("repo"), List.of(), false, NOW).groups().size());
    Files.delete(link); // so that JUnit's clean-up has no link out of its folder to warn about
  }

  @Test
  void aNonEmptyOutIsRefusedUnlessReplacedWhole() throws Exception {
    Path out = dir.resolve("repo");
    Files.createDirectories(out);
    Files.writeString(out.resolve("keep.txt"), "mine");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(CHECKOUT, out, List.of(), false, NOW));
    assertEquals(out + ": exists and is not empty (expected a new or empty folder; --replace replaces it whole)",
        e.getMessage());
    assertEquals("mine", Files.readString(out.resolve("keep.txt")));

    GdpevoImport.convert(CHECKOUT, out, List.of(902), true, NOW);
    assertFalse(Files.exists(out.resolve("keep.txt")), "replaced whole, not merged");
    assertEquals(List.of(LEDGER + "-test", LEDGER + "-train"), list(out.resolve("packages")));
    assertEquals(List.of("repo"), list(dir), "no temporary sibling is left behind");
  }

  @Test
  void anEmptyOutIsUsedWithoutReplace() throws Exception {
    Path out = Files.createDirectories(dir.resolve("repo"));
    GdpevoImport.convert(CHECKOUT, out, List.of(902), false, NOW);
    assertTrue(Files.isDirectory(out.resolve("packages")));
  }

  @Test
  void aFailedConversionLeavesOutAsItWas() throws Exception {
    Path checkout = GdpevoFixture.copy(dir);
    Files.delete(checkout.resolve("task_groups/task_group_901/test_tasks/002/output/answer.json"));
    Path out = dir.resolve("repo");
    Files.createDirectories(out);
    Files.writeString(out.resolve("keep.txt"), "mine");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(checkout, out, List.of(), true, NOW));
    assertEquals(checkout.resolve("task_groups/task_group_901/test_tasks/002/output/answer.json")
        + ": is missing (expected the task's reference answer)", e.getMessage());
    assertEquals(List.of("keep.txt"), list(out));
    assertEquals(List.of("checkout", "repo"), list(dir), "the half-built repository is gone");
  }

  @Test
  void aPayloadThatLinksIntoTheRubricIsRefused() throws Exception {
    Path checkout = GdpevoFixture.copy(dir);
    Path payloads = checkout.resolve("task_groups/task_group_901/test_tasks/001/input/payloads");
    Files.createSymbolicLink(payloads.resolve("hint.json"), Path.of("../../output/answer.json"));
    Path out = dir.resolve("repo");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(checkout, out, List.of(), false, NOW));
    assertTrue(e.getMessage().startsWith(payloads.resolve("hint.json") + ": is a symbolic link to "), e.getMessage());
    assertFalse(Files.exists(out));
  }

  @Test
  void badManifestsAreAllReportedBeforeAnythingIsWritten() throws Exception {
    Path checkout = GdpevoFixture.copy(dir);
    Path groups = checkout.resolve("task_groups");
    Files.writeString(groups.resolve("task_group_901/task_group.yaml"), "task_group: {}\ntrain_tasks: []\ntest_tasks: []\n");
    Files.writeString(groups.resolve("task_group_902/task_group.yaml"), "task_group: [\n");
    FileProblemException e = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(checkout, dir.resolve("repo"), List.of(), false, NOW));
    assertEquals(2, e.problems().size(), e.getMessage());
    assertEquals(groups.resolve("task_group_901/task_group.yaml") + ": task_group.task_group_id: is missing",
        e.problems().get(0));
    assertTrue(e.problems().get(1).startsWith(groups.resolve("task_group_902/task_group.yaml") + ": line 2, column 1: "
        + "not valid YAML"), e.problems().get(1));
    assertFalse(Files.exists(dir.resolve("repo")));
  }

  @Test
  void outMayNotOverlapTheTaskGroups() {
    FileProblemException inside = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(CHECKOUT, CHECKOUT.resolve("task_groups/out"), List.of(), true, NOW));
    assertTrue(inside.getMessage().contains("overlaps the GDPevo task groups"), inside.getMessage());
    FileProblemException around = assertThrows(FileProblemException.class,
        () -> GdpevoImport.convert(CHECKOUT, CHECKOUT, List.of(), true, NOW));
    assertTrue(around.getMessage().contains("overlaps the GDPevo task groups"), around.getMessage());
  }

  private static List<String> list(Path folder) throws Exception {
    try (var entries = Files.list(folder)) {
      return entries.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
