package dev.floe.agent.openai;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The answer files in a model's reply to a solve: blocks {@code === FILE: name ===} ... {@code === END FILE ===};
 * without any block, the whole reply (outside a code fence) goes to the one file the statement names, if it names
 * exactly one.
 */
final class ReplyFiles {
  private static final Pattern BLOCK =
      Pattern.compile("(?ms)^=== FILE: *(.+?) *===[ \\t]*\\R(.*?)\\R?^=== END FILE ===[ \\t]*$");
  private static final Pattern NAMED = Pattern.compile("`([A-Za-z0-9_][A-Za-z0-9_.-]*\\.[A-Za-z0-9]+)`");
  private static final Pattern FENCE = Pattern.compile("(?s)^\\s*```[^\\n]*\\n(.*?)\\n?```\\s*$");

  private ReplyFiles() {}

  /** File name → content; empty when the reply has no block and the statement names no single file. */
  static Map<String, String> parse(String reply, String statement) {
    Map<String, String> files = new LinkedHashMap<>();
    Matcher m = BLOCK.matcher(reply);
    while (m.find()) {
      String content = m.group(2);
      files.put(m.group(1).trim(), content.endsWith("\n") ? content : content + "\n");
    }
    if (!files.isEmpty()) {
      return files;
    }
    Optional<String> only = onlyNamedFile(statement);
    if (only.isPresent()) {
      Matcher fence = FENCE.matcher(reply);
      String content = fence.matches() ? fence.group(1) : reply.strip();
      files.put(only.get(), content + "\n");
    }
    return files;
  }

  /** SKILL.md from an evolve reply: the reply itself, outside a code fence if it is wrapped in one. */
  static String skill(String reply) {
    Matcher fence = FENCE.matcher(reply);
    return (fence.matches() ? fence.group(1) : reply.strip()) + "\n";
  }

  private static Optional<String> onlyNamedFile(String statement) {
    Matcher m = NAMED.matcher(statement);
    String found = null;
    while (m.find()) {
      if (found != null && !found.equals(m.group(1))) {
        return Optional.empty();
      }
      found = m.group(1);
    }
    return Optional.ofNullable(found);
  }
}
