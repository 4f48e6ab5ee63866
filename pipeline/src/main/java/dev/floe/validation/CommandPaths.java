package dev.floe.validation;

import java.util.List;

/**
 * The file paths in a grader's or an environment's command line must stay in the folder it runs in (a private copy
 * of {@code rubric/}, or {@code data/<id>/}): {@code ..} would reach into the rest of the repository, or nowhere in a
 * copy, and an absolute path names a file of this machine rather than of the benchmark. The program itself may be
 * absolute ({@code /usr/bin/python3}): it is a tool, not a benchmark file.
 */
final class CommandPaths {
  private CommandPaths() {}

  static void check(TomlDocument doc, List<String> command, String folder) {
    for (int i = 0; i < command.size(); i++) {
      String argument = command.get(i);
      boolean parent = List.of(argument.split("/")).contains("..");
      boolean absolute = argument.startsWith("/") && i > 0;
      if (parent || absolute) {
        doc.error(List.of("command"), "'command' element " + (i + 1) + " \"" + argument + "\" "
            + (parent ? "leaves " + folder + " with '..'" : "is an absolute path, outside " + folder),
            "paths relative to " + folder + ", such as \"eval/eval.sh\"");
      }
    }
  }
}
