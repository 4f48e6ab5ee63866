package dev.floe.regrade;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.aggregation.evaluation.BenchmarkRef;
import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.RunRecord;
import dev.floe.aggregation.evaluation.RunStatus;
import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.grading.Grade;
import dev.floe.grading.Grader;
import dev.floe.run.PackageDigest;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reruns the graders on the answers stored in evaluation folders (after a grader fix, say), rewrites the run records
 * and results, and reports which grades changed. Agents are not run. Everything is read and checked before anything
 * is written.
 */
public final class Regrade {
  /** Failures that happened before there was an answer to grade: regrading cannot change them. */
  private static final Set<Failure> BEFORE_GRADING =
      EnumSet.of(Failure.AGENT_EXIT, Failure.AGENT_TIMEOUT, Failure.ENVIRONMENT_ERROR);
  private static final ObjectMapper JSON = new ObjectMapper();

  private final BenchmarkRepository repository;
  private final Grader grader;
  private final Path scratchRoot;

  public Regrade(BenchmarkRepository repository, Map<String, String> callerEnv, Path scratchRoot) {
    this.repository = repository;
    this.grader = new Grader(callerEnv);
    this.scratchRoot = scratchRoot;
  }

  /** What one regrading found: attempts regraded, attempts left as they were, and the changes. */
  public record Outcome(int regraded, int kept, List<ScoreChange> changes) {}

  /** Checks that every folder can be regraded against the repository; throws {@link RegradeRefused} if not. */
  public List<Map.Entry<EvaluationFolder, Benchmark>> check(List<Path> folders) throws IOException {
    List<String> problems = new ArrayList<>();
    Map<EvaluationFolder, Benchmark> found = new LinkedHashMap<>();
    for (Path path : folders) {
      EvaluationFolder folder = EvaluationFolder.at(path);
      if (!EvaluationFolder.isEvaluation(path)) {
        problems.add(path + ": not an evaluation folder (no " + EvaluationConfig.FILE + ")");
        continue;
      }
      EvaluationConfig config = folder.readConfig();
      Optional<Benchmark> test = repository.benchmarks().stream()
          .filter(b -> b.id().equals(config.testBenchmark())).findFirst();
      if (test.isEmpty()) {
        problems.add(folder.configFile() + ": its test benchmark " + config.testBenchmark() + " is not in "
            + repository.root());
        continue;
      }
      for (Case c : test.get().cases()) {
        if (c.grader().map(g -> g.kind() == GraderSpec.Kind.JUDGE).orElse(true)) {
          // Regrading would turn the judge's recorded scores into grader failures: refuse instead.
          problems.add(c.folder() + ": graded by a judge (" + (c.grader().isEmpty() ? "no rubric/grader.toml"
              : "rubric/grader.toml says kind = \"judge\"") + "), and floe regrade does not run judges; "
              + "floe run into a new --out grades its answers again");
        }
      }
      // A malformed run record is reported now, before anything is written; so is an answer that is not plain files.
      Set<String> caseIds = new java.util.HashSet<>();
      test.get().cases().forEach(c -> caseIds.add(c.id()));
      for (RunRecord run : folder.readRuns()) {
        if (!caseIds.contains(run.caseId())) {
          // Its answer has no grader here: keeping its old score would mix two versions of the benchmark.
          problems.add(folder.attemptFolder(run.mode(), run.caseId(), run.attempt()) + ": case " + run.caseId()
              + " is not in " + test.get().id() + " of " + repository.root() + " (regrade with the repository "
              + "the evaluation ran on)");
          continue;
        }
        problems.addAll(answerProblems(folder.attemptFolder(run.mode(), run.caseId(), run.attempt()).resolve("answer")));
      }
      found.put(folder, test.get());
    }
    if (!problems.isEmpty()) {
      throw new RegradeRefused(String.join("\n", problems));
    }
    return List.copyOf(found.entrySet());
  }

  /**
   * A stored answer is graded where it lies, so it must be plain files: a symbolic link (an answer pointing at the
   * rubric's reference would score 1) or a FIFO (a grader reading it would wait forever) is refused.
   */
  private static List<String> answerProblems(Path answer) throws IOException {
    List<String> problems = new ArrayList<>();
    if (!Files.exists(answer, LinkOption.NOFOLLOW_LINKS)) {
      return problems;
    }
    try (Stream<Path> walk = Files.walk(answer)) {
      for (Path entry : walk.toList()) {
        if (Files.isSymbolicLink(entry)) {
          problems.add(entry + ": is a symbolic link (to " + Files.readSymbolicLink(entry) + "); a stored answer "
              + "holds plain files, and Floe does not grade through links");
        } else if (!Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)
            && !Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
          problems.add(entry + ": is not a regular file (a FIFO, device or socket); a stored answer holds plain "
              + "files");
        }
      }
    }
    return problems;
  }

  public Outcome regrade(List<Map.Entry<EvaluationFolder, Benchmark>> checked)
      throws IOException, InterruptedException {
    int regraded = 0;
    int kept = 0;
    List<ScoreChange> changes = new ArrayList<>();
    for (Map.Entry<EvaluationFolder, Benchmark> entry : checked) {
      EvaluationFolder folder = entry.getKey();
      Map<String, Case> cases = new LinkedHashMap<>();
      entry.getValue().cases().forEach(c -> cases.put(c.id(), c));
      for (RunRecord run : folder.readRuns()) {
        Case c = cases.get(run.caseId());
        Path attempt = folder.attemptFolder(run.mode(), run.caseId(), run.attempt());
        if (c == null || (run.failure() != null && BEFORE_GRADING.contains(run.failure()))) {
          kept++;
          continue;
        }
        RunRecord updated = regradeOne(run, c, attempt);
        folder.writeRun(updated);
        regraded++;
        String before = describe(run);
        String after = describe(updated);
        if (!before.equals(after)) {
          changes.add(new ScoreChange(folder.path(), run.mode(), run.caseId(), run.attempt(), before, after));
        }
      }
      // The records now hold this repository's grades: the evaluation says so, and a resume of its run compares
      // against this version of the test benchmark, not the one the answers were first graded with.
      EvaluationConfig config = folder.readConfig();
      Benchmark test = entry.getValue();
      folder.writeConfig(new EvaluationConfig(config.id(), config.subBenchmark(), config.trainBenchmark(),
          config.testBenchmark(), config.created(), config.train(),
          new BenchmarkRef(test.id(), test.version(), PackageDigest.of(test.folder())), config.agent(),
          config.protocol(), config.judge(), config.extra()));
      folder.summarize(entry.getValue().cases().stream().map(Case::id).toList());
    }
    return new Outcome(regraded, kept, changes);
  }

  private RunRecord regradeOne(RunRecord run, Case c, Path attempt) throws IOException, InterruptedException {
    Path log = attempt.resolve("grader.log");
    Files.createDirectories(attempt);
    Files.writeString(log, "\n--- floe regrade " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " ---\n",
        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    Path scratch = scratchRoot.resolve(java.util.UUID.randomUUID().toString());
    Grade grade;
    try {
      grade = grader.grade(c.grader().orElseThrow(), c.rubric(), attempt.resolve("answer"),
          () -> Files.createDirectories(scratch), log);
    } finally {
      FolderCopy.delete(scratch);
    }
    ObjectNode extra = run.extra();
    extra.put("regraded", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    ObjectNode graderNode = JSON.createObjectNode();
    graderNode.set("raw", grade.raw() == null ? JSON.nullNode() : grade.raw());
    if (grade.score().isPresent()) {
      graderNode.put("rule", grade.score().get().rule());
      return new RunRecord(run.evaluation(), run.mode(), run.caseId(), run.attempt(), RunStatus.OK,
          grade.score().get().value(), null, null, run.tries(), run.started(), run.finished(), run.durationMs(),
          run.usage(), graderNode, extra);
    }
    graderNode.putNull("rule");
    JsonNode graderOut = grade.raw() == null ? null : graderNode;
    return new RunRecord(run.evaluation(), run.mode(), run.caseId(), run.attempt(), RunStatus.FAILED, null,
        grade.failure().orElseThrow(), grade.detail(), run.tries(), run.started(), run.finished(), run.durationMs(),
        run.usage(), graderOut, extra);
  }

  private static String describe(RunRecord run) {
    return run.isOk() ? Double.toString(run.score()) : "failed (" + run.failure().jsonName() + ")";
  }
}
