package dev.floe.cli;

import dev.floe.aggregation.files.AtomicFile;
import dev.floe.run.EvaluationPlan;
import dev.floe.run.OutputLock;
import dev.floe.run.RunDriver;
import dev.floe.run.RunPlan;
import dev.floe.run.RunRefused;
import dev.floe.run.RunRequest;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.beam.sdk.Pipeline.PipelineExecutionException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code floe demo}: the whole of Floe in one command. {@code floe run} of the samples with the built-in sample
 * agent (all four modes, 3 attempts), then the leaderboard of {@code samples/leaderboards/demo.toml}: its table, and
 * the path of {@code leaderboard.html}.
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    header = "Run Floe end to end on its samples, leaderboard included.",
    description = {
        "The built-in sample agent (no model, no network) evolves on the train half of three "
            + "sub-benchmarks in modes self, fewshot and reflect-3, is frozen, and is tested 3 times per mode "
            + "against base; then the leaderboard is written (json, csv, md, html) and printed with the path of "
            + "leaderboard.html.",
        "The same as floe run with samples/agents/sample.toml, then floe leaderboard with "
            + "samples/leaderboards/demo.toml."})
final class DemoCommand implements Callable<Integer> {
  static final List<String> MODES = List.of("base", "self", "fewshot", "reflect-3");
  private static final String MARKER = "demo-output";
  /** What a demo writes beside {@code .floe/}: the evaluations and the leaderboard files. */
  private static final java.util.Set<String> DEMO_OUTPUT = java.util.Set.of("evaluations", "leaderboard.json",
      "leaderboard.csv", "leaderboard.md", "leaderboard.html");

  @Option(names = "--out", defaultValue = "floe-out/demo", paramLabel = "<dir>",
      description = "The output folder (default: ${DEFAULT-VALUE}); a previous demo's output there is replaced "
          + "(other files there are left alone).")
  Path out;

  @Option(names = "--samples", paramLabel = "<dir>",
      description = "Floe's samples folder (default: the one beside Floe).")
  Path samples;

  @Option(names = "--seed", defaultValue = "0", description = "Base seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--max-concurrent-runs", defaultValue = "4", paramLabel = "<n>",
      description = "Agent and grader calls at once (default: ${DEFAULT-VALUE}).")
  int maxConcurrentRuns;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Path root = samples != null ? samples.toAbsolutePath().normalize()
        : SamplesFolder.find(System.getenv()).orElseThrow(() -> new InputProblemException(
            "floe demo: cannot find Floe's samples folder; pass --samples <floe>/samples"));
    Path output = out.toAbsolutePath().normalize();
    clearPreviousDemo(output);
    long started = System.nanoTime();
    stdout.println("floe demo: the sample agent on " + root.resolve("benchmarks") + ", modes "
        + String.join(", ", MODES) + ", 3 attempts each");
    stdout.flush();
    Path leaderboard = root.resolve("leaderboards/demo.toml");
    RunRequest request = new RunRequest(root.resolve("benchmarks"), root.resolve("agents/sample.toml"), output,
        MODES, 3, 3, maxConcurrentRuns, List.of(), seed, 60, 600, Optional.of(leaderboard), Optional.empty(),
        List.of());
    RunPlan plan;
    try {
      plan = RunDriver.run(request, System.getenv(), err, System.console() != null);
    } catch (RunRefused e) {
      throw new InputProblemException(e.getMessage(), e);
    } catch (PipelineExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      RunStopped.of(cause).ifPresent(stopped -> {
        throw stopped;
      });
      throw new IllegalStateException("the pipeline stopped: " + cause, e);
    }
    // The leaderboard covers the train/test sub-benchmarks; the test-only one ran in base only and is not a row's.
    List<Path> paired = plan.evaluationsInOrder().stream().filter(e -> e.train().isPresent())
        .map(EvaluationPlan::folder).map(Path::of).toList();
    stdout.println();
    LeaderboardCommand.publish(leaderboard, paired, output, stdout, err);
    double seconds = (System.nanoTime() - started) / 1e9;
    stdout.println();
    stdout.println("leaderboard page: " + output.resolve("leaderboard.html"));
    stdout.println("evaluation folders: " + output.resolve("evaluations")
        + " (what each evolve learned: evolve/<mode>/attempt-01/state/SKILL.md)");
    stdout.println(String.format(java.util.Locale.ROOT, "finished in %.1f s", seconds));
    stdout.flush();
    return 0;
  }

  /** An output folder is reused only when a demo made it: anything else in it might be someone's work. */
  private static void clearPreviousDemo(Path output) throws IOException {
    Path marker = output.resolve(".floe").resolve(MARKER);
    if (Files.isDirectory(output) && !Files.isRegularFile(marker)) {
      try (Stream<Path> entries = Files.list(output)) {
        if (entries.findAny().isPresent()) {
          throw new InputProblemException("floe demo: " + output + " exists and is not the output of a floe demo; "
              + "choose another --out (nothing was changed)");
        }
      }
    }
    if (Files.isRegularFile(marker)) {
      // Under the output lock, so a demo still running there is refused rather than pulled from under its feet.
      try (OutputLock lock = OutputLock.acquire(output)) {
        // Only what a demo writes: a file someone put beside it (notes on the last demo, say) stays.
        for (Path entry : list(output)) {
          if (DEMO_OUTPUT.contains(entry.getFileName().toString())) {
            FolderCopy.delete(entry);
          }
        }
        for (Path entry : list(output.resolve(".floe"))) {
          if (!entry.getFileName().toString().equals("lock")) {
            FolderCopy.delete(entry);
          }
        }
      } catch (RunRefused e) {
        throw new InputProblemException(e.getMessage(), e);
      }
    }
    AtomicFile.write(marker, "made by floe demo; floe demo replaces this folder's contents\n");
  }

  private static List<Path> list(Path folder) throws IOException {
    try (Stream<Path> entries = Files.list(folder)) {
      return entries.toList();
    }
  }
}
