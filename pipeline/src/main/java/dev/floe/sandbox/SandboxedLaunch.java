package dev.floe.sandbox;

import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * How one agent call is started under the run's sandbox: the command line to run and its environment, plus what the
 * call needs for its duration (a private home and /tmp, the bridge to its environment), removed on close. Without a
 * sandbox it is the agent's own command and environment, unchanged.
 */
public final class SandboxedLaunch implements AutoCloseable {
  private final List<String> command;
  private final Map<String, String> environment;
  private final Path scratch;
  private final Path bridgeFolder;
  private final EnvironmentBridge bridge;

  private SandboxedLaunch(List<String> command, Map<String, String> environment, Path scratch, Path bridgeFolder,
      EnvironmentBridge bridge) {
    this.command = List.copyOf(command);
    this.environment = Map.copyOf(environment);
    this.scratch = scratch;
    this.bridgeFolder = bridgeFolder;
    this.bridge = bridge;
  }

  /**
   * @param environmentUrl the call's {@code FLOE_ENV_BASE_URL}, if it has an environment: without network, the one
   *     loopback port the sandbox keeps reachable
   */
  public static SandboxedLaunch prepare(Sandbox sandbox, List<String> command, Map<String, String> environment,
      CallFolders folders, Optional<String> environmentUrl) throws IOException {
    if (!sandbox.confines()) {
      return new SandboxedLaunch(command, environment, null, null, null);
    }
    Path scratch = Files.createDirectories(Path.of(sandbox.scratchRoot()))
        .resolve(UUID.randomUUID().toString().substring(0, 12));
    Path tmp = Files.createDirectories(scratch.resolve("tmp"));
    Path home = Files.createDirectories(scratch.resolve("home"));
    Map<String, String> env = new LinkedHashMap<>(environment);
    env.put("TMPDIR", "/tmp"); // the caller's TMPDIR is not inside; the private /tmp is
    Optional<String> homePath = Optional.ofNullable(environment.get("HOME"))
        .filter(h -> h.startsWith("/") && !Path.of(h).normalize().toString().equals("/"))
        .map(h -> Path.of(h).normalize().toString());
    List<String> inner = command;
    List<Exposure> exposures = new ArrayList<>();
    Path bridgeFolder = null;
    EnvironmentBridge bridge = null;
    if (!sandbox.network() && environmentUrl.isPresent()) {
      int port = port(environmentUrl.get());
      // A short folder of its own: a Unix socket's path may not pass 107 bytes.
      bridgeFolder = Files.createTempDirectory("floe-bridge-");
      bridge = EnvironmentBridge.open(bridgeFolder, port);
      inner = relayCommand(port, command, exposures);
    }
    List<String> args = BwrapArguments.of(sandbox, new BwrapArguments.Call(folders, tmp, homePath, home,
        Optional.ofNullable(bridgeFolder), exposures, inner));
    return new SandboxedLaunch(args, env, scratch, bridgeFolder, bridge);
  }

  public List<String> command() {
    return command;
  }

  public Map<String, String> environment() {
    return environment;
  }

  private static int port(String url) {
    try {
      int port = new URI(url).getPort();
      if (port > 0) {
        return port;
      }
    } catch (URISyntaxException e) {
      // reported below
    }
    throw new IllegalArgumentException("the environment's URL has no port: " + url);
  }

  /** The agent's command started by {@link LoopbackRelay}, in a JVM like this one, from Floe's own classes. */
  private static List<String> relayCommand(int port, List<String> command, List<Exposure> exposures)
      throws IOException {
    Path javaHome = Path.of(System.getProperty("java.home")).toRealPath();
    Path classes;
    try {
      classes = Path.of(LoopbackRelay.class.getProtectionDomain().getCodeSource().getLocation().toURI())
          .toRealPath();
    } catch (URISyntaxException e) {
      throw new IOException("cannot locate Floe's classes for the sandbox relay: " + e.getMessage(), e);
    }
    for (Path path : List.of(javaHome, classes)) {
      if (!SystemView.get().shows(path)) {
        exposures.add(new Exposure(path.toString(), false));
      }
    }
    List<String> relay = new ArrayList<>(List.of(javaHome.resolve("bin/java").toString(), "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xmx32m", "-cp", classes.toString(),
        LoopbackRelay.class.getName(), Integer.toString(port),
        BwrapArguments.BRIDGE_FOLDER + "/" + EnvironmentBridge.SOCKET, "--"));
    relay.addAll(command);
    return relay;
  }

  /**
   * Stops the bridge and removes the private home and /tmp. Best effort: what an agent left there that cannot be
   * removed (a folder it made unreadable) must not turn a finished call into a failed one; the work root, and the
   * scratch with it, is removed again at the end of the run.
   */
  @Override
  public void close() {
    if (bridge != null) {
      bridge.close();
    }
    for (Path folder : java.util.Arrays.asList(bridgeFolder, scratch)) {
      if (folder != null) {
        try {
          FolderCopy.delete(folder);
        } catch (IOException e) {
          // left for the end of the run
        }
      }
    }
  }
}
