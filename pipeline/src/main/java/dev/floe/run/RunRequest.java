package dev.floe.run;

import dev.floe.sandbox.SandboxMode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code floe run} was asked to do: the command line, checked for shape, not yet against the input.
 *
 * @param sandbox {@code --sandbox}: what confines command agents
 * @param noNetwork {@code --no-network}: agents reach only their environment's loopback port
 */
public record RunRequest(
    Path benchmarks,
    Path agentConfig,
    Path out,
    List<String> modes,
    int attempts,
    int maxTries,
    int maxConcurrentRuns,
    List<String> subBenchmarks,
    long seed,
    double timeoutSeconds,
    double evolveTimeoutSeconds,
    Optional<Path> leaderboard,
    Optional<Path> workDir,
    List<String> beamArgs,
    Optional<Path> judgeConfig,
    int judgeSamples,
    SandboxMode sandbox,
    boolean noNetwork) {

  public RunRequest {
    Objects.requireNonNull(benchmarks, "benchmarks");
    Objects.requireNonNull(agentConfig, "agentConfig");
    Objects.requireNonNull(out, "out");
    modes = List.copyOf(modes);
    subBenchmarks = List.copyOf(subBenchmarks);
    beamArgs = List.copyOf(beamArgs);
    Objects.requireNonNull(judgeConfig, "judgeConfig");
    if (judgeSamples < 1) {
      throw new IllegalArgumentException("--judge-samples must be at least 1");
    }
    Objects.requireNonNull(sandbox, "sandbox");
  }

  /** A request without a judge, with the default sandbox ({@code auto}) and network. */
  public RunRequest(Path benchmarks, Path agentConfig, Path out, List<String> modes, int attempts, int maxTries,
      int maxConcurrentRuns, List<String> subBenchmarks, long seed, double timeoutSeconds, double evolveTimeoutSeconds,
      Optional<Path> leaderboard, Optional<Path> workDir, List<String> beamArgs) {
    this(benchmarks, agentConfig, out, modes, attempts, maxTries, maxConcurrentRuns, subBenchmarks, seed,
        timeoutSeconds, evolveTimeoutSeconds, leaderboard, workDir, beamArgs, Optional.empty(), 1);
  }

  /** A request with the default sandbox ({@code auto}) and network. */
  public RunRequest(Path benchmarks, Path agentConfig, Path out, List<String> modes, int attempts, int maxTries,
      int maxConcurrentRuns, List<String> subBenchmarks, long seed, double timeoutSeconds, double evolveTimeoutSeconds,
      Optional<Path> leaderboard, Optional<Path> workDir, List<String> beamArgs, Optional<Path> judgeConfig,
      int judgeSamples) {
    this(benchmarks, agentConfig, out, modes, attempts, maxTries, maxConcurrentRuns, subBenchmarks, seed,
        timeoutSeconds, evolveTimeoutSeconds, leaderboard, workDir, beamArgs, judgeConfig, judgeSamples,
        SandboxMode.AUTO, false);
  }
}
