package dev.floe.benchmark;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A service the cases of a benchmark talk to ({@code data/<id>/environment.toml}, SPEC §1.1): how to start it in its
 * data folder, the variable that receives its port, the health path that must answer 2xx before any agent starts, and
 * whether it is mutable (then every attempt gets a fresh instance).
 */
public record EnvironmentSpec(
    Path folder,
    List<String> command,
    String portEnv,
    String health,
    boolean mutable,
    double startupTimeoutSeconds,
    Map<String, String> env) {

  public static final String FILE = "environment.toml";
  public static final double DEFAULT_STARTUP_TIMEOUT_SECONDS = 60;

  public EnvironmentSpec {
    Objects.requireNonNull(folder, "folder");
    command = List.copyOf(command);
    if (command.isEmpty()) {
      throw new IllegalArgumentException("an environment needs a command");
    }
    Objects.requireNonNull(portEnv, "portEnv");
    if (!health.startsWith("/")) {
      throw new IllegalArgumentException("health must be a path starting with /");
    }
    if (!(startupTimeoutSeconds > 0)) {
      throw new IllegalArgumentException("startup timeout must be > 0");
    }
    env = Map.copyOf(env);
  }
}
