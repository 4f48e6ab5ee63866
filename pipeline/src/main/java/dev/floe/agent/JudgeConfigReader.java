package dev.floe.agent;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import dev.floe.aggregation.files.TomlInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;

/**
 * Reads {@code judge.toml}: everything an {@code agent.toml} may hold, read by {@link AgentConfigReader}, plus
 * {@code timeout} (seconds one judge call may take); only the kinds {@code command} and {@code openai} can judge.
 * Every problem is reported with file and line, all at once.
 */
public final class JudgeConfigReader {
  private static final String TIMEOUT = "timeout";

  private JudgeConfigReader() {}

  /** Reads the file; throws {@link AgentConfigException} listing every problem. */
  public static JudgeConfig read(Path file) {
    List<String> problems = new ArrayList<>();
    AgentConfig agent = null;
    try {
      agent = AgentConfigReader.read(file, Set.of(TIMEOUT), "the judge config, judge.toml");
    } catch (AgentConfigException e) {
      problems.add(e.getMessage());
    }
    double timeout = JudgeConfig.DEFAULT_TIMEOUT_SECONDS;
    TomlParseResult toml = parse(file);
    if (toml != null && !toml.hasErrors()) {
      if (toml.contains("kind") && toml.get("kind") instanceof String kind && !JudgeConfig.KINDS.contains(kind)
          && List.of(AgentConfig.SAMPLE_KIND, AgentConfig.REPLAY_KIND).contains(kind)) {
        problems.add(at(file, toml, "kind") + "a judge is kind = \"command\" (a program that prints its verdict) or "
            + "\"openai\" (the built-in judge), not \"" + kind + "\"");
      }
      if (toml.contains(TIMEOUT)) {
        Object value = toml.get(TIMEOUT);
        if (value instanceof Number n && n.doubleValue() > 0 && Double.isFinite(n.doubleValue())) {
          timeout = n.doubleValue();
        } else {
          problems.add(at(file, toml, TIMEOUT) + "'timeout' must be a number of seconds > 0 (the time one judge "
              + "call may take), not " + value);
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new AgentConfigException(String.join("\n", problems));
    }
    return new JudgeConfig(agent, timeout);
  }

  /**
   * The document, or null when it cannot be read (the agent reader has said why). Read as the agent reader reads it,
   * so that what it accepts (a byte-order mark, say) is not a syntax error here that drops the judge's own keys.
   */
  private static TomlParseResult parse(Path file) {
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      return TomlInput.parse(InputFile.read(file, InputFile.CONFIG_LIMIT));
    } catch (FileProblemException | IllegalArgumentException e) {
      return null;
    }
  }

  private static String at(Path file, TomlParseResult toml, String key) {
    TomlPosition position = toml.inputPositionOf(key);
    return file + (position == null ? "" : ":" + position.line()) + ": ";
  }
}
