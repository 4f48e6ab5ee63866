package dev.floe.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code floe import <kind>}: turns results of other tools into Floe evaluation folders. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = "Turn results in another format into Floe evaluation folders.",
    subcommands = {ImportGdpevoReportsCommand.class})
final class ImportCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "Missing what to import.");
  }
}
