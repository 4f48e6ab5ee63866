package dev.floe.run;

import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the pipeline's workers need of one case, as plain serializable values (paths as strings): where its statement
 * and rubric are, how it is graded and its budget.
 *
 * @param timeoutSeconds the case's own budget, or null for "use --timeout"
 * @param graderKind null when the rubric has no grader.toml (the judge grades it)
 * @param referenceDir {@code rubric/reference/} when it exists (shown in fewshot evolves of train cases only)
 */
public record CasePlan(
    String id,
    String statementDir,
    String rubricDir,
    String referenceDir,
    String graderKind,
    List<String> graderCommand,
    String answerFile,
    double graderTimeoutSeconds,
    String graderReference,
    double graderTolerance,
    Double timeoutSeconds,
    Double cpus,
    Double ramGb,
    Double diskGb,
    Integer gpus) implements Serializable {

  public CasePlan {
    graderCommand = List.copyOf(graderCommand);
  }

  /** The case's plan, its paths absolute: a worker elsewhere (a Flink task manager) has another working folder. */
  public static CasePlan of(Case c) {
    Path reference = c.rubric().toAbsolutePath().resolve("reference");
    return new CasePlan(c.id(), c.statement().toAbsolutePath().toString(), c.rubric().toAbsolutePath().toString(),
        Files.isDirectory(reference) ? reference.toString() : null,
        c.grader().map(g -> g.kind().tomlName()).orElse(null),
        c.grader().map(GraderSpec::command).orElse(List.of()),
        c.grader().map(GraderSpec::answer).orElse(GraderSpec.DEFAULT_ANSWER),
        c.grader().map(GraderSpec::timeoutSeconds).orElse(GraderSpec.DEFAULT_TIMEOUT_SECONDS),
        c.grader().flatMap(GraderSpec::reference).orElse(null),
        c.grader().map(GraderSpec::tolerance).orElse(0.0),
        boxed(c.budget().timeoutSeconds()), boxed(c.budget().cpus()), boxed(c.budget().ramGb()),
        boxed(c.budget().diskGb()), c.budget().gpus().isPresent() ? c.budget().gpus().getAsInt() : null);
  }

  /** The case's grader: its grader.toml, or without one the judge, reading the whole answer folder. */
  public GraderSpec grader() {
    if (graderKind == null) {
      return GraderSpec.judgeOfWholeFolder();
    }
    return new GraderSpec(GraderSpec.Kind.fromToml(graderKind).orElseThrow(), graderCommand, answerFile,
        graderTimeoutSeconds, Optional.ofNullable(graderReference), graderTolerance);
  }

  /** Whether the judge grades this case (no grader.toml, or kind = "judge"); the run needs --judge-config. */
  public boolean judged() {
    return graderKind == null || graderKind.equals(GraderSpec.Kind.JUDGE.tomlName());
  }

  public Optional<Path> reference() {
    return Optional.ofNullable(referenceDir).map(Path::of);
  }

  private static Double boxed(java.util.OptionalDouble value) {
    return value.isPresent() ? value.getAsDouble() : null;
  }
}
