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

  public static CasePlan of(Case c) {
    GraderSpec grader = c.grader().orElseThrow(() -> new IllegalArgumentException(
        "case " + c.id() + " has no rubric/grader.toml"));
    Path reference = c.rubric().resolve("reference");
    return new CasePlan(c.id(), c.statement().toString(), c.rubric().toString(),
        Files.isDirectory(reference) ? reference.toString() : null,
        grader.kind().tomlName(), grader.command(), grader.answer(), grader.timeoutSeconds(),
        grader.reference().orElse(null), grader.tolerance(),
        boxed(c.budget().timeoutSeconds()), boxed(c.budget().cpus()), boxed(c.budget().ramGb()),
        boxed(c.budget().diskGb()), c.budget().gpus().isPresent() ? c.budget().gpus().getAsInt() : null);
  }

  public GraderSpec grader() {
    return new GraderSpec(GraderSpec.Kind.fromToml(graderKind).orElseThrow(), graderCommand, answerFile,
        graderTimeoutSeconds, Optional.ofNullable(graderReference), graderTolerance);
  }

  public Optional<Path> reference() {
    return Optional.ofNullable(referenceDir).map(Path::of);
  }

  private static Double boxed(java.util.OptionalDouble value) {
    return value.isPresent() ? value.getAsDouble() : null;
  }
}
