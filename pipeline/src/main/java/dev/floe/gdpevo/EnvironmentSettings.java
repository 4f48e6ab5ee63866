package dev.floe.gdpevo;

import dev.floe.aggregation.files.TomlText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How Floe starts a task group's shared environment: the fields of {@code data/<sub-benchmark>/environment.toml}
 * (SPEC §1.1). GDPevo's servers differ in a few ways that its manifests do not all state; those are known per
 * group of GDPevo's release (read off its tree and checked by running it) and kept here in one place.
 */
public record EnvironmentSettings(
    List<String> command, String portEnv, String health, boolean mutable, Map<String, String> env) {

  public static final String FILE = "environment.toml";
  /** The server, relative to the data folder, which is the command's working directory. */
  public static final List<String> COMMAND = List.of("python3", "env/server.py");

  private static final Set<Integer> HEALTH_UNDER_API = Set.of(4, 8, 10, 11);
  private static final Set<Integer> NEED_GROUP_ROOT = Set.of(18, 20);
  private static final Set<Integer> MUTABLE = Set.of(22);

  public EnvironmentSettings {
    command = List.copyOf(command);
    Objects.requireNonNull(portEnv, "portEnv");
    if (command.isEmpty() || !health.startsWith("/")) {
      throw new IllegalArgumentException("an environment has a command and a health path starting with /");
    }
    env = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(env));
  }

  /**
   * The settings of group {@code number}. {@code stateMode} is the manifest's {@code env.state_mode}: anything but
   * {@code read_only} makes the environment mutable (a fresh instance per attempt), as does being group 022.
   */
  public static EnvironmentSettings forGroup(int number, Optional<String> stateMode) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("TASK_ENV_BIND", "127.0.0.1");
    // GDPevo's train-only judge (POST /api/judge) answers only when this is 1: Floe grades train answers itself.
    env.put("TASK_ENV_ENABLE_JUDGE", "0");
    if (NEED_GROUP_ROOT.contains(number)) {
      // The data folder stands where GDPevo's task-group root stood: it holds env/. Relative to the working directory.
      env.put("TASK_GROUP_ROOT", ".");
    }
    boolean mutable = MUTABLE.contains(number) || stateMode.filter(mode -> !mode.equals("read_only")).isPresent();
    return new EnvironmentSettings(COMMAND, "TASK_ENV_PORT", HEALTH_UNDER_API.contains(number) ? "/api/health" : "/health",
        mutable, env);
  }

  /** The file's text, {@code header} lines first as comments. */
  public String toml(List<String> header) {
    StringBuilder out = new StringBuilder();
    header.forEach(line -> out.append(line.isEmpty() ? "#" : "# " + line).append('\n'));
    out.append("command = ").append(TomlText.value(command)).append('\n');
    out.append("port_env = ").append(TomlText.value(portEnv)).append('\n');
    out.append("health = ").append(TomlText.value(health)).append('\n');
    out.append("mutable = ").append(mutable).append('\n');
    out.append('\n').append("[env]").append('\n');
    out.append(env.entrySet().stream()
        .map(e -> TomlText.key(e.getKey()) + " = " + TomlText.value(e.getValue()))
        .collect(Collectors.joining("\n", "", "\n")));
    return out.toString();
  }
}
