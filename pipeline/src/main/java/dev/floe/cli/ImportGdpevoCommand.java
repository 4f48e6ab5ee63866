package dev.floe.cli;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.gdpevo.ConvertedGroup;
import dev.floe.gdpevo.GdpevoImport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code floe import gdpevo}: GDPevo's task groups as an RFC-0001 benchmark repository. */
@Command(
    name = "gdpevo",
    mixinStandardHelpOptions = true,
    header = "Convert GDPevo task groups into a benchmark repository.",
    description = {
        "Every task_group_NNN/ becomes the benchmarks gdpevo-<scenario>-train and gdpevo-<scenario>-test "
            + "(a case per task: the prompt and payloads as the statement; GDPevo's grader, reference answer "
            + "and notes as the rubric) and data/gdpevo-<scenario>/ with its environment.",
        "The repository is built beside <dir>, checked as `floe validate` checks it and for anything "
            + "private in a statement, then renamed into place: a failed import writes nothing."})
final class ImportGdpevoCommand implements Callable<Integer> {
  private static final Pattern GROUP = Pattern.compile("(?:task_group_)?(\\d{1,6})");

  @Parameters(paramLabel = "<gdpevo-dir>",
      description = "A GDPevo checkout, or its task_groups/ folder (data/task_groups/ is found too).")
  Path input;

  @Option(names = "--out", required = true, paramLabel = "<dir>", description = "The benchmark repository to write.")
  Path out;

  @Option(names = "--task-groups", split = ",", paramLabel = "NNN",
      description = "Only these task groups, by number: --task-groups 003,018 (default: all).")
  List<String> taskGroups = new ArrayList<>();

  @Option(names = "--replace", description = "Replace <dir> whole when it exists and is not empty.")
  boolean replace;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    List<Integer> numbers = numbers();
    GdpevoImport.Result result;
    try {
      result = GdpevoImport.convert(input, out, numbers, replace, Instant.now().truncatedTo(ChronoUnit.SECONDS));
    } catch (FileProblemException e) {
      throw new InputProblemException(e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    result.warnings().forEach(warning -> err.println("floe: warning: " + warning));
    List<String> flask = new ArrayList<>();
    for (ConvertedGroup group : result.groups()) {
      StringBuilder line = new StringBuilder(group.names().folderName()).append(" -> ");
      group.trainBenchmark().ifPresent(id -> line.append(id).append(cases(group.trainCases())).append(", "));
      line.append(group.testBenchmark()).append(cases(group.testCases())).append(", ");
      line.append(group.dataFolder().map(d -> d + (group.needsFlask() ? " (needs Flask)" : "")).orElse("no environment"));
      stdout.println(line);
      if (group.needsFlask()) {
        flask.add(group.names().folderName());
      }
    }
    int benchmarks = result.groups().stream().mapToInt(ConvertedGroup::benchmarkCount).sum();
    int cases = result.groups().stream().mapToInt(ConvertedGroup::caseCount).sum();
    int groups = result.groups().size();
    stdout.println(groups + (groups == 1 ? " task group" : " task groups") + " converted into " + out + ": "
        + benchmarks + " benchmarks, " + cases + " cases");
    if (!flask.isEmpty()) {
      stdout.println("The environments of " + String.join(", ", flask) + " need Flask: pip install flask");
    }
    stdout.flush();
    err.flush();
    return 0;
  }

  private static String cases(int count) {
    return " (" + count + (count == 1 ? " case)" : " cases)");
  }

  private List<Integer> numbers() {
    List<Integer> numbers = new ArrayList<>();
    for (String text : taskGroups) {
      Matcher matcher = GROUP.matcher(text.strip());
      if (!matcher.matches()) {
        throw new ParameterException(spec.commandLine(), "--task-groups: '" + text
            + "' is not a task group number (such as 003 or 18)");
      }
      numbers.add(Integer.parseInt(matcher.group(1)));
    }
    return numbers;
  }
}
