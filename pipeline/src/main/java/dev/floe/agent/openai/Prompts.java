package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.floe.agent.Invocation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The chat messages of a solve and of an evolve, built from the invocation's staged folders and nothing else. */
final class Prompts {
  private static final ObjectMapper JSON = new ObjectMapper();

  static final String SOLVE_SYSTEM = """
      You are an agent being evaluated by Floe. You solve one task: read its statement and write the answer file(s) \
      the statement asks for. You may have skill files from training on similar tasks; follow them where they apply, \
      but a statement's own instructions come first.

      Reply with each answer file in a block of this exact form, and put nothing but file content inside a block:

      === FILE: <file name, as the statement names it> ===
      <the file's complete content>
      === END FILE ===

      You may think briefly before the blocks; anything outside them is ignored.""";

  static final String EVOLVE_SYSTEM = """
      You are an agent being evaluated by Floe, in the training phase. You are shown training tasks of one kind \
      (their statements, and depending on the setting their reference answers, or your earlier answers with the \
      score each got). Write a skill file, SKILL.md, for your future self who will solve new tasks of the same kind \
      without seeing these: the conventions the tasks expect that their statements may not repeat, procedures, \
      formats, and pitfalls. Be specific and concise. Reply with the content of SKILL.md only.""";

  private Prompts() {}

  static ArrayNode solve(Invocation invocation) throws IOException {
    FolderText user = new FolderText()
        .line("# Task " + invocation.caseId().orElse("") + " of benchmark " + invocation.benchmark()).line("")
        .line("The statement's files:").line("")
        .add("statement", invocation.taskDir().orElseThrow());
    FolderText state = new FolderText().add("skills", invocation.stateDir());
    user.line("# Your skill files from training").line("")
        .line(state.isEmpty() ? "(none: no training in this setting)\n" : state.toString())
        .line("Now write the answer file(s) the statement asks for, as === FILE: ... === blocks.");
    return messages(SOLVE_SYSTEM, user.toString());
  }

  static ArrayNode evolve(Invocation invocation) throws IOException {
    int round = invocation.round().orElse(0);
    FolderText user = new FolderText().line("# Training tasks of " + invocation.benchmark()).line("")
        .line("Each task's folder: statement/ (what a solver sees)"
            + ", reference/ (a correct answer, when shown), answer/ (your answer in the last round, when shown) and "
            + "feedback.json (the score that answer got, 0 to 1, when shown).").line("");
    List<Path> cases;
    try (Stream<Path> list = Files.list(invocation.trainDir().orElseThrow())) {
      cases = list.filter(Files::isDirectory).sorted().toList();
    }
    for (Path folder : cases) {
      user.line("## Task " + folder.getFileName()).line("").add(folder.getFileName().toString(), folder);
    }
    if (round == 0) {
      user.line("Write SKILL.md.");
    } else {
      FolderText state = new FolderText().add("skills", invocation.stateDir());
      user.line("# Your current skill files").line("").line(state.isEmpty() ? "(none)\n" : state.toString())
          .line("This is feedback round " + round + ": the answers and scores above were produced with these skill "
              + "files. Revise SKILL.md so that the next answers score higher; reply with the whole revised file.");
    }
    return messages(EVOLVE_SYSTEM, user.toString());
  }

  private static ArrayNode messages(String system, String user) {
    ArrayNode messages = JSON.createArrayNode();
    messages.addObject().put("role", "system").put("content", system);
    messages.addObject().put("role", "user").put("content", user);
    return messages;
  }
}
