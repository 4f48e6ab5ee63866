package dev.floe.agent;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/** Reads the {@code [openai]} table of an {@code agent.toml}; problems go to the reader's list, with file and line. */
final class OpenAiTable {
  private static final Set<String> KNOWN =
      Set.of("base_url", "model", "api_key_env", "temperature", "max_output_tokens", "max_retries");
  private static final Pattern VARIABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private OpenAiTable() {}

  /** The settings, or null when the table has problems (they are added to {@code problems}). */
  static OpenAiSettings read(TomlTable root, String topModel, Path file, List<String> problems) {
    if (!(root.get(List.of("openai")) instanceof TomlTable table)) {
      problems.add(file + ": kind \"openai\" needs an [openai] table with at least base_url, such as "
          + "[openai] base_url = \"https://api.openai.com/v1\"");
      return null;
    }
    int before = problems.size();
    for (String key : table.keySet()) {
      if (!KNOWN.contains(key)) {
        problems.add(at(root, file, key) + "unknown key 'openai." + key + "' (known keys: "
            + String.join(", ", KNOWN.stream().sorted().toList()) + ")");
      }
    }
    String baseUrl = string(root, table, "base_url", file, problems);
    if (baseUrl == null && table.get("base_url") == null) {
      problems.add(file + ": missing required key 'openai.base_url' (such as \"https://api.openai.com/v1\")");
    } else if (baseUrl != null && !baseUrl.matches("https?://.+")) {
      problems.add(at(root, file, "base_url") + "'openai.base_url' is \"" + baseUrl + "\", not an http:// or "
          + "https:// URL");
    }
    String model = string(root, table, "model", file, problems);
    if (model == null) {
      model = topModel;
    }
    if ((model == null || model.isEmpty()) && table.get("model") == null) {
      problems.add(file + ": an openai agent needs a model: 'openai.model' (the API's model id) or 'model'");
    }
    String keyEnv = string(root, table, "api_key_env", file, problems);
    if (keyEnv == null) {
      keyEnv = OpenAiSettings.DEFAULT_KEY_ENV;
    } else if (!keyEnv.isEmpty() && !VARIABLE.matcher(keyEnv).matches()) {
      problems.add(at(root, file, "api_key_env") + "'openai.api_key_env' names an environment variable (such as "
          + "\"OPENAI_API_KEY\"; \"\" for an endpoint without a key), not \"" + keyEnv + "\"");
    }
    Double temperature = null;
    Object t = table.get("temperature");
    if (t != null) {
      if (t instanceof Number n && n.doubleValue() >= 0 && n.doubleValue() <= 2) {
        temperature = n.doubleValue();
      } else {
        problems.add(at(root, file, "temperature") + "'openai.temperature' must be a number from 0 to 2");
      }
    }
    Integer maxTokens = integer(root, table, "max_output_tokens", 1, Integer.MAX_VALUE, file, problems);
    Integer retries = integer(root, table, "max_retries", 0, 20, file, problems);
    if (problems.size() > before) {
      return null;
    }
    return new OpenAiSettings(baseUrl, model, keyEnv, temperature, maxTokens,
        retries == null ? OpenAiSettings.DEFAULT_MAX_RETRIES : retries);
  }

  private static String string(TomlTable root, TomlTable table, String key, Path file, List<String> problems) {
    Object value = table.get(key);
    if (value == null) {
      return null;
    }
    if (value instanceof String s) {
      return s;
    }
    problems.add(at(root, file, key) + "'openai." + key + "' must be a string");
    return null;
  }

  private static Integer integer(TomlTable root, TomlTable table, String key, long min, long max, Path file,
      List<String> problems) {
    Object value = table.get(key);
    if (value == null) {
      return null;
    }
    if (value instanceof Long n && n >= min && n <= max) {
      return n.intValue();
    }
    problems.add(at(root, file, key) + "'openai." + key + "' must be a whole number from " + min
        + (max == Integer.MAX_VALUE ? " up" : " to " + max));
    return null;
  }

  private static String at(TomlTable root, Path file, String key) {
    TomlPosition position = root.inputPositionOf("openai." + key);
    return file + (position == null ? "" : ":" + position.line()) + ": ";
  }
}
