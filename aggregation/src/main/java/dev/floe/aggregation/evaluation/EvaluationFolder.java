package dev.floe.aggregation.evaluation;

import dev.floe.aggregation.files.AtomicFile;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One evaluation folder on disk (SPEC.md §4): its config, the run record of every attempt under
 * {@code runs/<mode>/<case>/attempt-<nn>/run.json}, and the derived {@code results.json} and
 * {@code README.md}. Every write is atomic; every read problem names the file.
 */
public final class EvaluationFolder {
  public static final String README = "README.md";
  public static final String RUN_FILE = "run.json";
  private static final Pattern ATTEMPT = Pattern.compile("attempt-(\\d+)");

  private final Path dir;

  private EvaluationFolder(Path dir) {
    this.dir = dir;
  }

  public static EvaluationFolder at(Path dir) {
    return new EvaluationFolder(dir);
  }

  /** Whether {@code dir} holds an evaluation, i.e. its config. */
  public static boolean isEvaluation(Path dir) {
    return Files.isRegularFile(dir.resolve(EvaluationConfig.FILE));
  }

  public Path path() {
    return dir;
  }

  public Path configFile() {
    return dir.resolve(EvaluationConfig.FILE);
  }

  public Path resultsFile() {
    return dir.resolve(Results.FILE);
  }

  /** {@code runs/<mode>/<case>/attempt-<nn>}: where an attempt's answer, logs and run record live. */
  public Path attemptFolder(String mode, String caseId, int attempt) {
    return dir.resolve("runs").resolve(Id.require(mode, "mode")).resolve(Id.require(caseId, "case"))
        .resolve(attemptName(attempt));
  }

  /** {@code attempt-01}: the folder name of an attempt (of a run or an evolve), two digits at least. */
  public static String attemptName(int attempt) {
    // Concatenation, not String.format: this names a folder for every run, and format parses its pattern each time.
    return (attempt >= 0 && attempt < 10 ? "attempt-0" : "attempt-") + attempt;
  }

  public EvaluationConfig readConfig() {
    Path file = configFile();
    String text = read(file, InputFile.CONFIG_LIMIT);
    try {
      return EvaluationConfig.parse(text);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
  }

  public void writeConfig(EvaluationConfig config) {
    AtomicFile.write(configFile(), config.toToml());
  }

  /** Writes {@code run.json} into the attempt's folder; being written last, it marks the attempt done. */
  public void writeRun(RunRecord run) {
    AtomicFile.write(attemptFolder(run.mode(), run.caseId(), run.attempt()).resolve(RUN_FILE),
        Json.text(run.toJson()));
  }

  public Optional<RunRecord> readRun(String mode, String caseId, int attempt) {
    Path file = attemptFolder(mode, caseId, attempt).resolve(RUN_FILE);
    // Anything named run.json counts, so that a folder or FIFO there is reported rather than taken as "not done".
    return Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? Optional.of(readRun(file, mode, caseId, attempt))
        : Optional.empty();
  }

  /** Every finished attempt (every run.json); all problems found are reported together. */
  public List<RunRecord> readRuns() {
    List<RunRecord> runs = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    Path runsDir = dir.resolve("runs");
    if (!Files.isDirectory(runsDir)) {
      return runs;
    }
    for (Path modeDir : children(runsDir)) {
      for (Path caseDir : children(modeDir)) {
        for (Path attemptDir : children(caseDir)) {
          Matcher m = ATTEMPT.matcher(attemptDir.getFileName().toString());
          Path file = attemptDir.resolve(RUN_FILE);
          if (!m.matches() || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            continue; // an attempt in progress, or something that is not an attempt
          }
          try {
            runs.add(readRun(file, modeDir.getFileName().toString(), caseDir.getFileName().toString(),
                Integer.parseInt(m.group(1))));
          } catch (FileProblemException e) {
            problems.addAll(e.problems());
          }
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    return runs;
  }

  private RunRecord readRun(Path file, String mode, String caseId, int attempt) {
    RunRecord run;
    try {
      run = RunRecord.fromJson(Json.parse(read(file, InputFile.RECORD_LIMIT)));
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
    if (!run.mode().equals(mode) || !run.caseId().equals(caseId) || run.attempt() != attempt) {
      throw new FileProblemException(file + ": says mode " + run.mode() + ", case " + run.caseId() + ", attempt "
          + run.attempt() + " but lies in the folder of mode " + mode + ", case " + caseId + ", attempt " + attempt);
    }
    return run;
  }

  public Optional<Results> readResults() {
    return readResults(false);
  }

  /** results.json without the per-case detail (every mode's {@code cases} left empty): what leaderboards read. */
  public Optional<Results> readResultsSummary() {
    return readResults(true);
  }

  private Optional<Results> readResults(boolean summary) {
    Path file = resultsFile();
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      String text = read(file, InputFile.DOCUMENT_LIMIT);
      return Optional.of(Results.fromJson(summary ? Json.parseWithout(text, "cases") : Json.parse(text)));
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
  }

  /** Writes results.json and the README that says the same for people. */
  public void writeResults(EvaluationConfig config, Results results) {
    AtomicFile.write(resultsFile(), Json.text(results.toJson()));
    AtomicFile.write(dir.resolve(README), EvaluationReadme.of(config, results));
  }

  /** The results recomputed from the run records, without writing anything. */
  public Results recompute() {
    return recompute(List.of());
  }

  public Results recompute(List<String> expectedCases) {
    EvaluationConfig config = readConfig();
    List<RunRecord> runs = readRuns();
    try {
      return AccAtK.of(config, runs, expectedCases);
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(dir + ": " + e.getMessage(), e);
    }
  }

  /** Recomputes results.json and README.md from the run records and writes them. */
  public Results summarize() {
    return summarize(List.of());
  }

  /** Like {@link #summarize()}, with the test cases the pipeline knows each mode must have. */
  public Results summarize(List<String> expectedCases) {
    Results results = recompute(expectedCases);
    writeResults(readConfig(), results);
    return results;
  }

  private static List<Path> children(Path folder) {
    try (Stream<Path> list = Files.list(folder)) {
      return list.filter(Files::isDirectory).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A file of this folder: a symbolic link out of the folder is refused, as are sizes past the limit. */
  private String read(Path file, long limit) {
    return InputFile.read(file, limit, dir);
  }

  @Override
  public String toString() {
    return dir.toString();
  }
}
