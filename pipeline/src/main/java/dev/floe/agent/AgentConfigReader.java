package dev.floe.agent;

import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import dev.floe.aggregation.files.TomlInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * Reads {@code agent.toml}; every problem is reported with file and line, all at once. Kinds: {@code command} (the
 * default: a program), {@code sample}, {@code openai} and {@code replay} (agents built into Floe).
 */
public final class AgentConfigReader {
  private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");
  private static final Set<String> KNOWN =
      Set.of("name", "model", "thinking_level", "version", "kind", "command", "env", "openai", "answers");
  /** Only an agent's config has it: a judge reads the rubric, so it runs outside the sandbox, like a grader. */
  private static final String SANDBOX = "sandbox";
  private static final List<String> SANDBOX_KEYS = List.of("read_only", "writable");
  private static final List<String> KINDS = List.of(
      AgentConfig.COMMAND_KIND, AgentConfig.SAMPLE_KIND, AgentConfig.OPENAI_KIND, AgentConfig.REPLAY_KIND);

  private AgentConfigReader() {}

  /** Reads the file; throws {@link AgentConfigException} listing every problem. */
  public static AgentConfig read(Path file) {
    return read(file, Set.of(SANDBOX), "the agent config, agent.toml");
  }

  /**
   * Reads an agent config that may hold {@code extraKeys} besides an agent's (a judge config's own keys, which its
   * reader checks); {@code what} names the file in a "no such file" message.
   */
  static AgentConfig read(Path file, Set<String> extraKeys, String what) {
    TomlParseResult toml;
    if (!Files.exists(file)) {
      throw new AgentConfigException(file + ": no such file (" + what + ")");
    }
    try {
      toml = TomlInput.parse(InputFile.read(file, InputFile.CONFIG_LIMIT));
    } catch (FileProblemException e) {
      throw new AgentConfigException(e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new AgentConfigException(file + ": " + e.getMessage());
    }
    List<String> problems = new ArrayList<>();
    toml.errors().forEach(e -> problems.add(
        file + ":" + e.position().line() + ":" + e.position().column() + ": TOML syntax error: " + e.getMessage()));
    if (!problems.isEmpty()) {
      throw new AgentConfigException(String.join("\n", problems));
    }
    String name = string(toml, "name", true, file, problems);
    String model = string(toml, "model", false, file, problems);
    String thinking = string(toml, "thinking_level", false, file, problems);
    String version = string(toml, "version", false, file, problems);
    String kind = toml.contains("kind") ? string(toml, "kind", true, file, problems) : AgentConfig.COMMAND_KIND;
    if (kind != null && !KINDS.contains(kind)) {
      problems.add(at(file, toml, "kind") + "'kind' is \"" + kind + "\" (one of " + String.join(", ", KINDS) + ")");
    }
    boolean commandKind = AgentConfig.COMMAND_KIND.equals(kind);
    List<String> command = command(toml, file, problems, commandKind);
    Map<String, String> env = env(toml, file, problems);
    boolean sandboxed = extraKeys.contains(SANDBOX);
    List<String> readOnly = sandboxed ? sandboxPaths(toml, "read_only", file, problems) : List.of();
    List<String> writable = sandboxed ? sandboxPaths(toml, "writable", file, problems) : List.of();
    if (kind != null && !commandKind && KINDS.contains(kind)) {
      // A built-in agent runs inside Floe: a command or variables for it would be silently unused.
      for (String key : List.of("command", "env", SANDBOX)) {
        if (toml.contains(key)) {
          problems.add(at(file, toml, key) + "'" + key + "' is for kind = \"command\" only; the " + kind
              + " agent is built into Floe");
        }
      }
    }
    OpenAiSettings openai = null;
    if (AgentConfig.OPENAI_KIND.equals(kind)) {
      openai = OpenAiTable.read(toml, model, file, problems);
    } else if (toml.contains("openai")) {
      problems.add(at(file, toml, "openai") + "[openai] is for kind = \"openai\" only (kind is \""
          + (kind == null ? "" : kind) + "\")");
    }
    String answers = null;
    if (AgentConfig.REPLAY_KIND.equals(kind)) {
      answers = replayAnswers(toml, file, problems);
    } else if (toml.contains("answers")) {
      problems.add(at(file, toml, "answers") + "'answers' is for kind = \"replay\" only");
    }
    for (String key : toml.keySet()) {
      if (!KNOWN.contains(key) && !extraKeys.contains(key)) {
        problems.add(at(file, toml, key) + "unknown key '" + key + "' (known keys: " + String.join(", ",
            java.util.stream.Stream.concat(KNOWN.stream(), extraKeys.stream()).sorted().toList()) + ")");
      }
    }
    if (!problems.isEmpty()) {
      throw new AgentConfigException(String.join("\n", problems));
    }
    return new AgentConfig(name, orEmpty(model), orEmpty(thinking), orEmpty(version), kind, command, env, openai,
        answers, readOnly, writable);
  }

  /**
   * A list of {@code [sandbox]}: host paths the sandbox shows the agent (a harness's config folder, a virtualenv).
   * {@code ~/} is the caller's home; other relative paths are relative to agent.toml. Each must exist.
   */
  private static List<String> sandboxPaths(TomlTable toml, String key, Path file, List<String> problems) {
    if (!toml.contains("sandbox")) {
      return List.of();
    }
    if (!(toml.get(List.of("sandbox")) instanceof TomlTable table)) {
      problems.add(at(file, toml, "sandbox") + "'sandbox' must be a table, such as [sandbox] read_only = "
          + "[\"~/.codex\"]");
      return List.of();
    }
    if (key.equals(SANDBOX_KEYS.get(0))) {
      for (String found : table.keySet()) {
        if (!SANDBOX_KEYS.contains(found)) {
          problems.add(at(file, toml, "sandbox." + found) + "unknown key 'sandbox." + found + "' (known keys: "
              + String.join(", ", SANDBOX_KEYS) + ")");
        }
      }
    }
    if (!table.contains(key)) {
      return List.of();
    }
    String where = at(file, toml, "sandbox." + key);
    if (!(table.get(List.of(key)) instanceof TomlArray array)) {
      problems.add(where + "'sandbox." + key + "' must be an array of paths");
      return List.of();
    }
    List<String> out = new ArrayList<>();
    Path base = file.toAbsolutePath().getParent();
    for (int i = 0; i < array.size(); i++) {
      if (!(array.get(i) instanceof String s) || s.isBlank()) {
        problems.add(where + "'sandbox." + key + "' element " + (i + 1) + " must be a path");
        continue;
      }
      Path path = s.equals("~") || s.startsWith("~/")
          ? Path.of(System.getProperty("user.home")).resolve(s.equals("~") ? "" : s.substring(2))
          : base.resolve(s);
      path = path.normalize();
      if (!Files.exists(path)) {
        problems.add(where + "'sandbox." + key + "': " + s + (s.equals(path.toString()) ? "" : " (" + path + ")")
            + " does not exist");
      } else {
        out.add(path.toString());
      }
    }
    return out;
  }

  /** The replay agent's answers folder, relative to agent.toml: {@code <sub-benchmark>/<case>/} inside. */
  private static String replayAnswers(TomlTable toml, Path file, List<String> problems) {
    String answers = string(toml, "answers", true, file, problems);
    if (answers == null) {
      return null;
    }
    Path folder = file.toAbsolutePath().getParent().resolve(answers).normalize();
    if (!Files.isDirectory(folder)) {
      problems.add(at(file, toml, "answers") + "'answers' " + folder + " is not a folder (prepared answers as "
          + "<sub-benchmark>/<case-id>/answer.json)");
      return null;
    }
    return folder.toString();
  }

  /** Resolves {@code ${NAME}} references against {@code callerEnv}; a missing variable is an error naming it. */
  public static Map<String, String> resolveEnv(AgentConfig config, Map<String, String> callerEnv) {
    return resolveEnv(config, callerEnv, "agent");
  }

  /** Like {@link #resolveEnv(AgentConfig, Map)}; {@code whose} ("agent", "judge") starts each message. */
  public static Map<String, String> resolveEnv(AgentConfig config, Map<String, String> callerEnv, String whose) {
    Map<String, String> out = new LinkedHashMap<>();
    List<String> missing = new ArrayList<>();
    config.env().forEach((key, value) -> {
      Matcher m = REFERENCE.matcher(value);
      StringBuilder resolved = new StringBuilder();
      while (m.find()) {
        String variable = m.group(1);
        String found = callerEnv.get(variable);
        if (found == null) {
          missing.add(whose + " env " + key + " refers to ${" + variable + "}, which is not set in Floe's environment");
          found = "";
        }
        m.appendReplacement(resolved, Matcher.quoteReplacement(found));
      }
      m.appendTail(resolved);
      out.put(key, resolved.toString());
    });
    if (!missing.isEmpty()) {
      throw new AgentConfigException(String.join("\n", missing));
    }
    return out;
  }

  private static String string(TomlTable toml, String key, boolean required, Path file, List<String> problems) {
    if (!toml.contains(key)) {
      if (required) {
        problems.add(file + ": missing required key '" + key + "'");
      }
      return null;
    }
    Object value = toml.get(List.of(key));
    if (!(value instanceof String s)) {
      problems.add(at(file, toml, key) + "'" + key + "' must be a string");
      return null;
    }
    return s;
  }

  private static List<String> command(TomlTable toml, Path file, List<String> problems, boolean required) {
    if (!toml.contains("command")) {
      if (required) {
        problems.add(file + ": missing required key 'command' (the agent's command line, such as "
            + "[\"python3\", \"./my_agent.py\"]; Floe appends the phase, evolve or solve)");
      }
      return List.of();
    }
    Object value = toml.get(List.of("command"));
    List<String> out = new ArrayList<>();
    if (value instanceof TomlArray array && !array.isEmpty()) {
      Path base = file.toAbsolutePath().getParent();
      for (int i = 0; i < array.size(); i++) {
        if (!(array.get(i) instanceof String s)) {
          problems.add(at(file, toml, "command") + "'command' element " + (i + 1) + " must be a string");
          return List.of();
        }
        // The agent runs in a fresh work folder, so paths written relative to agent.toml are made absolute.
        out.add(s.startsWith("./") || s.startsWith("../") ? base.resolve(s).normalize().toString() : s);
      }
      return out;
    }
    problems.add(at(file, toml, "command") + "'command' must be a non-empty array of strings");
    return List.of();
  }

  private static Map<String, String> env(TomlTable toml, Path file, List<String> problems) {
    if (!toml.contains("env")) {
      return Map.of();
    }
    if (!(toml.get(List.of("env")) instanceof TomlTable table)) {
      problems.add(at(file, toml, "env") + "'env' must be a table of strings, such as [env] API_KEY = \"${API_KEY}\"");
      return Map.of();
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (String key : table.keySet()) {
      if (!(table.get(List.of(key)) instanceof String s)) {
        problems.add(at(file, toml, "env." + key) + "'env." + key + "' must be a string");
      } else if (key.startsWith("FLOE_")) {
        problems.add(at(file, toml, "env." + key) + "'env." + key + "': FLOE_* variables are set by Floe");
      } else {
        out.put(key, s);
      }
    }
    return out;
  }

  private static String at(Path file, TomlTable toml, String dottedKey) {
    TomlPosition position = toml.inputPositionOf(dottedKey);
    return file + (position == null ? "" : ":" + position.line()) + ": ";
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }
}
