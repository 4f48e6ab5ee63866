package dev.floe.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code floe} command line: one subcommand per job, exit 0 success, 1 bad input, 2 usage error. */
@Command(
    name = "floe",
    mixinStandardHelpOptions = true,
    versionProvider = FloeVersion.class,
    description = "Batch evaluation of self-evolving agents on RFC-0001 benchmark repositories.",
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
    return cli;
  }
}
