package dev.floe.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code floe import <kind>}: turns other tools' benchmarks into a benchmark repository, and their results into evaluation folders. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    header = "Import GDPevo's task groups, or another tool's results.",
    description = "Turns GDPevo's task groups into a benchmark repository, or results in another format into Floe "
        + "evaluation folders.",
    subcommands = {ImportGdpevoCommand.class, ImportGdpevoReportsCommand.class})
final class ImportCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "Missing what to import.");
  }
}
