package dev.floe.run;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.files.AtomicFile;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What a run that was killed leaves in its output folder, and what the next run does about it, holding the lock,
 * before it starts: the agents, graders and environments it left running are stopped; the temporary files of
 * interrupted writes and the private rubric copies of interrupted grades go; the work root of the killed run (in
 * the system temp folder, named by a pid that is gone) goes; and every
 * record already there is read, so a damaged one stops the run before any agent runs instead of in the middle.
 * Half-done attempts and evolves (no record) are cleared by the step that redoes them.
 */
final class Leftovers {
  /** The work root of the run holding the lock, so that the next run can remove it if this one is killed. */
  static final String WORK_ROOT_FILE = "work-root";

  private Leftovers() {}

  /** Clears what a killed run left; returns how many of its processes were still running (and are now stopped). */
  static int clear(Path out, Path workRoot, RunPlan plan) throws IOException {
    Path floe = out.resolve(".floe");
    Path marker = floe.resolve(WORK_ROOT_FILE);
    Optional<Path> previous = Optional.empty();
    if (Files.isRegularFile(marker, LinkOption.NOFOLLOW_LINKS)) {
      String recorded = Files.readString(marker).trim();
      // Only a floe-work-<pid> folder is ever recorded there; anything else is not Floe's to delete.
      if (!recorded.isEmpty() && Path.of(recorded).getFileName().toString().matches("floe-work-\\d+")
          && !Path.of(recorded).equals(workRoot)) {
        previous = Optional.of(Path.of(recorded));
      }
    }
    int stopped = Orphans.stop(out, previous);
    AtomicFile.removeLeftovers(out);
    AtomicFile.removeLeftovers(floe);
    for (EvaluationPlan evaluation : plan.evaluationsInOrder()) {
      AtomicFile.removeLeftovers(Path.of(evaluation.folder()));
    }
    FolderCopy.delete(floe.resolve("grading"));
    if (previous.isPresent()) {
      FolderCopy.delete(previous.get());
    }
    AtomicFile.write(marker, workRoot + "\n");
    return stopped;
  }

  /** Reads every record of the plan's evaluation folders, writing nothing; throws listing every problem. */
  static void checkEvaluations(RunPlan plan) {
    List<String> problems = new ArrayList<>();
    for (EvaluationPlan evaluation : plan.evaluationsInOrder()) {
      Path dir = Path.of(evaluation.folder());
      if (!Files.isDirectory(dir)) {
        continue;
      }
      try {
        for (var run : EvaluationFolder.at(dir).readRuns()) {
          // A test attempt was solved with its evolve's state: without that evolve's record, the evolve runs again
          // and leaves a new state, which the attempt never used ("attempt n used state n" would not hold).
          Mode mode = Mode.parse(run.mode()).orElse(null);
          Path evolve = Evolver.folder(evaluation, run.mode(), run.attempt()).resolve(Evolver.EVOLVE_FILE);
          if (mode != null && mode.evolves() && !Files.exists(evolve)) {
            problems.add(EvaluationFolder.at(dir).attemptFolder(run.mode(), run.caseId(), run.attempt())
                .resolve("run.json") + ": solved with the state of the evolve whose record " + evolve
                + " is gone; delete the " + run.mode() + " " + EvaluationFolder.attemptName(run.attempt())
                + " run.json files too to redo that attempt with a new evolve, or restore the evolve's record");
          }
        }
      } catch (FileProblemException e) {
        problems.addAll(e.problems());
      }
      for (Path record : evolveRecords(dir)) {
        try {
          EvolveRecord.read(record);
        } catch (FileProblemException e) {
          problems.addAll(e.problems());
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new RunRefused(String.join("\n", problems) + "\nfloe run: refusing to resume: " + problems.size()
          + " record(s) damaged or out of step; repair them, or delete a record to run that attempt or evolve "
          + "again");
    }
  }

  private static List<Path> evolveRecords(Path dir) {
    Path evolve = dir.resolve("evolve");
    if (!Files.isDirectory(evolve)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(evolve, 3)) {
      return walk.filter(p -> p.getFileName().toString().equals(Evolver.EVOLVE_FILE)).sorted().toList();
    } catch (IOException e) {
      throw new FileProblemException(evolve + ": cannot be listed (" + e.getMessage() + ")", e);
    }
  }
}
