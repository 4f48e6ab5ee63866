package dev.floe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** What a newcomer reads first: {@code floe --help} and each command's {@code --help}. */
class HelpTextTest {

  /** Every command below {@code floe}, with the words that run it ("import gdpevo"). */
  private static Map<String, CommandLine> commands() {
    Map<String, CommandLine> all = new java.util.LinkedHashMap<>();
    collect("", FloeCommand.commandLine(), all);
    all.remove("help"); // picocli's own
    return all;
  }

  private static void collect(String prefix, CommandLine cli, Map<String, CommandLine> into) {
    cli.getSubcommands().forEach((name, sub) -> {
      into.put(prefix + name, sub);
      collect(prefix + name + " ", sub, into);
    });
  }

  @Test
  void everyCommandListsItsSubcommandsWithAWholeSentence() {
    commands().forEach((path, cli) -> {
      String[] header = cli.getCommandSpec().usageMessage().header();
      assertEquals(1, header.length, path + ": a one-line summary");
      assertTrue(header[0].endsWith(".") && header[0].length() <= 80, path + ": " + header[0]);
      List<String> parent = new ArrayList<>(List.of(path.split(" ")));
      parent.remove(parent.size() - 1);
      parent.add("--help");
      CommandOutput list = CommandOutput.run(parent.toArray(String[]::new));
      assertEquals(0, list.exitCode(), path);
      // The command list wraps a long summary onto a second line; it must never cut it short.
      assertTrue(list.out().replaceAll("\\s+", " ").contains(header[0]), path + " in:\n" + list.out());
    });
  }

  @Test
  void everyParagraphOfEveryHelpIsWhole() {
    commands().forEach((path, cli) -> {
      String[] description = cli.getCommandSpec().usageMessage().description();
      assertTrue(description.length > 0, path + " has no description");
      for (String paragraph : description) {
        // A paragraph ending mid-sentence ("(no model,") is a line break that picocli would keep, ragged.
        assertTrue(paragraph.isEmpty() || paragraph.matches("(?s).*[.:)]"), path + ": '" + paragraph + "'");
      }
      CommandOutput help = CommandOutput.run((path + " --help").split(" "));
      assertEquals(0, help.exitCode(), path);
      assertTrue(help.out().contains("\nUsage: floe " + path), path + ":\n" + help.out());
      assertFalse(help.out().contains("\n\n\n"), path + ":\n" + help.out());
    });
  }

  @Test
  void theTopLevelHelpSaysWhereToGoNextAndWhatExitCodesMean() {
    CommandOutput top = CommandOutput.run("--help");
    String text = top.out().replaceAll("\\s+", " ");
    assertTrue(text.contains("floe <command> --help"), top.out());
    assertTrue(text.contains("1 the input has problems") && text.contains("3 a run stopped part-way"), top.out());
  }
}
