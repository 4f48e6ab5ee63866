package dev.floe.environment;

import dev.floe.benchmark.EnvironmentSpec;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** An environment as the pipeline's workers need it: plain serializable values, the data folder as a string. */
public record EnvironmentPlan(
    String folder,
    List<String> command,
    String portEnv,
    String health,
    boolean mutable,
    double startupTimeoutSeconds,
    Map<String, String> env) implements Serializable {

  public EnvironmentPlan {
    command = List.copyOf(command);
    env = Map.copyOf(env);
  }

  public static EnvironmentPlan of(EnvironmentSpec spec) {
    return new EnvironmentPlan(spec.folder().toAbsolutePath().toString(), spec.command(), spec.portEnv(),
        spec.health(), spec.mutable(), spec.startupTimeoutSeconds(), spec.env());
  }

  /** The data folder's name, which names the environment in logs and messages. */
  public String name() {
    return java.nio.file.Path.of(folder).getFileName().toString();
  }
}
