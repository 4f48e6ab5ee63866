package dev.floe.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.floe.validation.Problem;
import dev.floe.validation.RepositoryReader;
import dev.floe.validation.Validation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code floe validate <repo>}: checks a benchmark repository against RFC-0001 and lists every problem at once. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    header = "Check a benchmark repository and list every problem.",
    description = {
        "Checks a benchmark repository (RFC-0001 layout) and lists every problem, one line each (path:line: "
            + "error|warning: what is wrong, and what would be right), then the sub-benchmarks found and a summary.",
        "Nothing is written. Exit 0 when there is no error (warnings allowed), 1 when there is any."})
final class ValidateCommand implements Callable<Integer> {

  @Parameters(paramLabel = "<repo>", description = "The benchmark repository: the folder that holds packages/.")
  Path repo;

  @Option(names = "--json", description = "Print the same as one JSON object, for tools.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Validation validation = RepositoryReader.read(repo);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(toJson(validation)));
    } else {
      printText(validation, out);
    }
    out.flush();
    return validation.ok() ? 0 : FloeCommand.EXIT_INPUT;
  }

  private void printText(Validation validation, PrintWriter out) {
    String prefix = repo.toString();
    for (Problem problem : validation.problems()) {
      out.println(problem.render(prefix));
    }
    if (!validation.subBenchmarks().isEmpty()) {
      out.println("sub-benchmarks:");
      int width = validation.subBenchmarks().stream().mapToInt(s -> s.id().length()).max().orElse(0);
      for (Validation.SubBenchmarkIds sub : validation.subBenchmarks()) {
        String pad = " ".repeat(width - sub.id().length());
        out.println("  " + sub.id() + pad + "  " + sub.train()
            .map(train -> "train " + train + ", test " + sub.test())
            .orElse("test " + sub.test() + " only (mode base)"));
      }
    }
    out.println(prefix + ": " + summary(validation));
  }

  static String summary(Validation v) {
    return plural(v.benchmarkCount(), "benchmark") + ", " + plural(v.caseCount(), "case") + ", "
        + plural(v.subBenchmarks().size(), "sub-benchmark") + "; "
        + plural(v.errorCount(), "error") + ", " + plural(v.warningCount(), "warning");
  }

  private static String plural(int n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }

  private ObjectNode toJson(Validation v) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    root.put("repository", repo.toString());
    root.put("ok", v.ok());
    ObjectNode summary = root.putObject("summary");
    summary.put("benchmarks", v.benchmarkCount());
    summary.put("cases", v.caseCount());
    summary.put("sub_benchmarks", v.subBenchmarks().size());
    summary.put("errors", v.errorCount());
    summary.put("warnings", v.warningCount());
    ArrayNode subs = root.putArray("sub_benchmarks");
    for (Validation.SubBenchmarkIds sub : v.subBenchmarks()) {
      ObjectNode node = subs.addObject();
      node.put("id", sub.id());
      if (sub.train().isPresent()) {
        node.put("train", sub.train().get());
      } else {
        node.putNull("train");
      }
      node.put("test", sub.test());
    }
    ArrayNode problems = root.putArray("problems");
    for (Problem p : v.problems()) {
      ObjectNode node = problems.addObject();
      node.put("severity", p.severity().label());
      node.put("file", p.file());
      node.put("line", p.line());
      node.put("column", p.column());
      node.put("message", p.message());
      if (p.expected().isPresent()) {
        node.put("expected", p.expected().get());
      } else {
        node.putNull("expected");
      }
    }
    return root;
  }
}
