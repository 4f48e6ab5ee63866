package dev.floe.run;

import dev.floe.cli.FloeCommand;
import java.util.List;
import picocli.CommandLine;

/**
 * The options that run agents outside any sandbox, for tests whose agents write outside their own folders (a log of
 * their calls, for the test to read): {@code --sandbox none} where this Floe has a sandbox, nothing where it has none.
 */
final class Unsandboxed {
  static final List<String> ARGS = new CommandLine(new FloeCommand()).getSubcommands().get("run").getCommandSpec()
      .findOption("--sandbox") == null ? List.of() : List.of("--sandbox", "none");

  private Unsandboxed() {}

  /** {@code args} followed by {@link #ARGS}. */
  static List<String> with(List<String> args) {
    return java.util.stream.Stream.concat(args.stream(), ARGS.stream()).toList();
  }
}
