package dev.floe.validation;

import dev.floe.benchmark.EnvironmentSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Pattern;
import org.tomlj.TomlArray;
import org.tomlj.TomlTable;

/** Reads and checks {@code data/<id>/environment.toml} (SPEC §1.1), a Floe extension of RFC-0001. */
final class EnvironmentConfigReader {
  private static final Set<String> KNOWN =
      Set.of("command", "port_env", "health", "mutable", "startup_timeout", "env");
  private static final Pattern VARIABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private EnvironmentConfigReader() {}

  static Optional<EnvironmentSpec> read(TomlDocument doc, Path folder) {
    int errorsBefore = doc.errorCount();
    List<String> command = command(doc);
    CommandPaths.check(doc, command, "its data folder");
    Optional<String> portEnv = doc.requiredString(List.of("port_env"), "\"TASK_ENV_PORT\"");
    portEnv.ifPresent(name -> {
      if (!VARIABLE.matcher(name).matches()) {
        doc.error(List.of("port_env"), "'port_env' \"" + name + "\" is not a variable name",
            "letters, digits and '_', such as \"TASK_ENV_PORT\"");
      }
    });
    Optional<String> health = doc.requiredString(List.of("health"), "\"/health\"");
    health.ifPresent(path -> {
      if (!path.startsWith("/")) {
        doc.error(List.of("health"), "'health' \"" + path + "\" is not a path", "a path such as \"/health\"");
      }
    });
    Object mutable = doc.has(List.of("mutable")) ? doc.raw(List.of("mutable")) : Boolean.FALSE;
    if (!(mutable instanceof Boolean)) {
      doc.error(List.of("mutable"), "'mutable' is " + TomlDocument.describe(mutable), "true or false");
    }
    OptionalDouble startup = startupTimeout(doc);
    Map<String, String> env = env(doc);
    doc.warnUnknownKeys(List.of(), KNOWN, "known keys: command, env, health, mutable, port_env, startup_timeout");
    if (doc.errorCount() > errorsBefore) {
      return Optional.empty();
    }
    double timeout = startup.orElse(EnvironmentSpec.DEFAULT_STARTUP_TIMEOUT_SECONDS);
    return Optional.of(new EnvironmentSpec(folder, command, portEnv.get(), health.get(), (Boolean) mutable, timeout,
        env));
  }

  /**
   * Seconds for the health check to pass, more than 0: a server needs some time to come up, and there is no "no limit"
   * (a server that never answers would hold its runs for ever). Without the key, the default.
   */
  private static OptionalDouble startupTimeout(TomlDocument doc) {
    List<String> key = List.of("startup_timeout");
    if (!doc.has(key)) {
      return OptionalDouble.empty();
    }
    Object value = doc.raw(key);
    double seconds = value instanceof Long l ? l : value instanceof Double d ? d : Double.NaN;
    if (!(seconds > 0) || Double.isInfinite(seconds)) {
      doc.error(key, "'startup_timeout' is " + TomlDocument.describe(value), "a number of seconds > 0; without the "
          + "key, " + Math.round(EnvironmentSpec.DEFAULT_STARTUP_TIMEOUT_SECONDS));
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(seconds);
  }

  private static List<String> command(TomlDocument doc) {
    List<String> key = List.of("command");
    String example = "an array of strings, such as [\"python3\", \"env/server.py\"]";
    if (!doc.has(key)) {
      doc.error(key, "missing required key 'command'", example);
      return List.of();
    }
    List<String> out = new ArrayList<>();
    if (doc.raw(key) instanceof TomlArray array && !array.isEmpty()) {
      for (int i = 0; i < array.size(); i++) {
        if (!(array.get(i) instanceof String s)) {
          doc.error(key, "'command' element " + (i + 1) + " is " + TomlDocument.describe(array.get(i)), example);
          return List.of();
        }
        out.add(s);
      }
      return out;
    }
    doc.error(key, "'command' is " + TomlDocument.describe(doc.raw(key)), example);
    return List.of();
  }

  private static Map<String, String> env(TomlDocument doc) {
    List<String> key = List.of("env");
    if (!doc.has(key)) {
      return Map.of();
    }
    if (!(doc.raw(key) instanceof TomlTable table)) {
      doc.error(key, "'env' is " + TomlDocument.describe(doc.raw(key)), "a table of strings");
      return Map.of();
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (String name : table.keySet()) {
      Object value = table.get(List.of(name));
      if (value instanceof String s) {
        out.put(name, s);
      } else {
        doc.error(List.of("env", name), "'env." + name + "' is " + TomlDocument.describe(value), "a string");
      }
    }
    return out;
  }
}
