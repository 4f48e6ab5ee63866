package dev.floe.cli;

import dev.floe.agent.CommandAgent;
import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.benchmark.Benchmark;
import dev.floe.regrade.Regrade;
import dev.floe.regrade.RegradeRefused;
import dev.floe.regrade.ScoreChange;
import dev.floe.run.OutputLock;
import dev.floe.run.RunRefused;
import dev.floe.staging.FolderCopy;
import dev.floe.validation.Problem;
import dev.floe.validation.RepositoryReader;
import dev.floe.validation.Validation;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code floe regrade}: reruns the graders on stored answers and rewrites run records and results. */
@Command(
    name = "regrade",
    mixinStandardHelpOptions = true,
    header = "Rerun the graders on the answers stored in evaluation folders.",
    description = {
        "Reruns the graders of the benchmark repository on the answers stored in evaluation folders "
            + "(after a grader fix, say), rewrites each run.json, results.json and README.md, and lists every "
            + "grade that changed.",
        "Agents are not run. Attempts that failed before there was an answer (agent_exit, agent_timeout, "
            + "environment_error) are kept as they are."})
final class RegradeCommand implements Callable<Integer> {

  @Option(names = "--benchmarks", required = true, paramLabel = "<repo>",
      description = "The benchmark repository whose graders are used.")
  Path benchmarks;

  @Parameters(arity = "1..*", paramLabel = "<evaluation-folder>", description = "Evaluation folders to regrade.")
  List<Path> folders;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Validation validation = RepositoryReader.read(benchmarks);
    if (!validation.ok()) {
      List<String> lines = new ArrayList<>();
      validation.problems().stream().filter(Problem::isError).forEach(p -> lines.add(p.render(benchmarks.toString())));
      throw new InputProblemException(String.join("\n", lines));
    }
    Map<String, String> callerEnv = CommandAgent.inherited(System.getenv());
    Path scratch = Files.createTempDirectory("floe-regrade-");
    // A floe run writing into these folders would race this rewrite of their records.
    try (AutoCloseable lock = OutputLock.ofEvaluations(folders)) {
      Regrade regrade = new Regrade(validation.repository().orElseThrow(), callerEnv, scratch);
      List<Map.Entry<EvaluationFolder, Benchmark>> checked = regrade.check(folders);
      Regrade.Outcome outcome = regrade.regrade(checked);
      PrintWriter out = spec.commandLine().getOut();
      out.println("regraded " + outcome.regraded() + " attempts in " + checked.size() + " evaluation folder(s); "
          + outcome.kept() + " kept (failed before grading); " + outcome.changes().size() + " grade(s) changed"
          + (outcome.changes().isEmpty() ? "" : ":"));
      for (ScoreChange change : outcome.changes()) {
        out.println("  " + change);
      }
      out.flush();
      return 0;
    } catch (RegradeRefused | FileProblemException | RunRefused e) {
      throw new InputProblemException(e.getMessage(), e);
    } finally {
      FolderCopy.delete(scratch);
    }
  }
}
