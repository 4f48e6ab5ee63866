package dev.floe.cli;

import dev.floe.run.BeamWarmUp;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code floe} command line: one subcommand per job, exit 0 success, 1 bad input, 2 usage error. */
@Command(
    name = "floe",
    mixinStandardHelpOptions = true,
    versionProvider = FloeVersion.class,
    description = "Batch evaluation of self-evolving agents on RFC-0001 benchmark repositories.",
    footer = {
        "%nRun floe <command> --help for a command's options. Exit codes: 0 done, 1 the input has problems (the "
            + "message names the file, the place and the problem), 2 the command line is wrong, 3 a run stopped "
            + "part-way on a full disk (rerun it to resume)."},
    subcommands = {DemoCommand.class, ValidateCommand.class, RunCommand.class, RegradeCommand.class, SummarizeCommand.class, LeaderboardCommand.class, ImportCommand.class, CommandLine.HelpCommand.class})
public final class FloeCommand implements Runnable {

  /** The input had problems (validation errors, unreadable files); the message says which. */
  public static final int EXIT_INPUT = 1;
  /** The command line itself was wrong. */
  public static final int EXIT_USAGE = 2;
  /** A run stopped part-way on an I/O failure of Floe's own (a full disk): what was recorded is kept; rerun it. */
  public static final int EXIT_STOPPED = 3;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    // `floe` alone: show what there is to do rather than doing nothing silently.
    throw new CommandLine.ParameterException(spec.commandLine(), "Missing a command.");
  }

  public static void main(String[] args) {
    if (args.length > 0 && (args[0].equals("run") || args[0].equals("demo"))) {
      BeamWarmUp.start(); // these two run a pipeline: Beam's start-up overlaps reading the command line and inputs
    }
    System.exit(execute(args));
  }

  /** Runs the command line and returns the exit code; tests call this instead of {@link #main}. */
  public static int execute(String... args) {
    CommandLine cli = commandLine();
    return cli.execute(args);
  }

  /** Runs the command line with its output and errors sent to the given writers (for tests and embedding). */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cli = commandLine();
    cli.setOut(out);
    cli.setErr(err);
    return cli.execute(args);
  }

  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new FloeCommand());
    cli.setExitCodeExceptionMapper(UserFacingErrors::exitCode);
    cli.setExecutionExceptionHandler(UserFacingErrors::handle);
    cli.setParameterExceptionHandler(UserFacingErrors::handleUsage);
    laidOut(cli);
    return cli;
  }

  /**
   * Every command's help in the same sections, a blank line apart, and its description's paragraphs too, so a long
   * description reads as paragraphs; the one-line header (what the parent's command list shows) stands on its own.
   */
  private static void laidOut(CommandLine cli) {
    CommandLine.Model.UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
    if (usage.header().length > 0) {
      usage.synopsisHeading("%nUsage: ");
    }
    List<String> paragraphs = new ArrayList<>();
    for (String paragraph : usage.description()) {
      if (!paragraphs.isEmpty()) {
        paragraphs.add("");
      }
      paragraphs.add(paragraph);
    }
    usage.description(paragraphs.toArray(String[]::new));
    usage.descriptionHeading("%n")
        .parameterListHeading("%nArguments:%n")
        .optionListHeading("%nOptions:%n")
        .commandListHeading("%nCommands:%n");
    cli.getSubcommands().values().forEach(FloeCommand::laidOut);
  }
}
