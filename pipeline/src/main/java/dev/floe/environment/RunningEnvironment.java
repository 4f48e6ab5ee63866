package dev.floe.environment;

import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One started instance of an environment: its server process on a free loopback port, answering its health path.
 * Started as a {@link ProcessTree}, so that stopping it takes everything it started.
 */
final class RunningEnvironment {
  private final ProcessTree process;
  private final String baseUrl;
  private final Path copy;

  private RunningEnvironment(ProcessTree process, String baseUrl, Path copy) {
    this.process = process;
    this.baseUrl = baseUrl;
    this.copy = copy;
  }

  String baseUrl() {
    return baseUrl;
  }

  /**
   * Starts the environment and waits for its health path to answer 2xx. A mutable environment runs in a fresh copy
   * of its data folder, so files it writes cannot leak into another attempt.
   */
  static RunningEnvironment start(EnvironmentPlan plan, Map<String, String> callerEnv, Path log, Path scratch)
      throws EnvironmentFailure, InterruptedException {
    Path folder = Path.of(plan.folder());
    Path copy = null;
    ProcessTree process;
    int port;
    try {
      Files.createDirectories(log.getParent());
      if (plan.mutable()) {
        copy = Files.createDirectories(scratch).resolve("data");
        FolderCopy.copy(folder, copy);
        folder = copy;
      }
      port = freePort();
      Map<String, String> env = new LinkedHashMap<>(callerEnv);
      env.putAll(plan.env());
      env.put(plan.portEnv(), Integer.toString(port));
      ProcessBuilder builder = new ProcessBuilder(plan.command()).directory(folder.toFile()).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
      builder.environment().clear();
      builder.environment().putAll(env);
      process = ProcessTree.start(builder);
    } catch (IOException e) {
      throw new EnvironmentFailure("environment " + plan.name() + " cannot start: " + e.getMessage());
    }
    String baseUrl = "http://127.0.0.1:" + port;
    RunningEnvironment running = new RunningEnvironment(process, baseUrl, copy);
    long deadline = System.nanoTime() + (long) (plan.startupTimeoutSeconds() * 1e9);
    while (true) {
      if (!process.process().isAlive()) {
        running.stop();
        throw new EnvironmentFailure("environment " + plan.name() + " exited " + process.process().exitValue()
            + " before its health check " + plan.health() + " answered (its log: " + log + ")");
      }
      if (healthy(baseUrl + plan.health())) {
        return running;
      }
      if (System.nanoTime() > deadline) {
        running.stop();
        throw new EnvironmentFailure("environment " + plan.name() + " did not answer " + plan.health() + " with 2xx "
            + "within " + plan.startupTimeoutSeconds() + " s (its log: " + log + ")");
      }
      Thread.sleep(100);
    }
  }

  /** Whether the server's own process still runs: one that exited serves no later call. */
  boolean alive() {
    return process.process().isAlive();
  }

  /** The server's exit code, once it has exited. */
  int exitValue() {
    return process.process().exitValue();
  }

  /** Stops the server and everything it started, and removes its private copy of the data folder. */
  void stop() throws InterruptedException {
    process.kill();
    if (copy != null) {
      try {
        FolderCopy.delete(copy.getParent());
      } catch (IOException e) {
        // a leftover copy in the scratch folder costs disk, not correctness
      }
    }
  }

  private static boolean healthy(String url) {
    try {
      HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection();
      connection.setConnectTimeout(1000);
      connection.setReadTimeout(2000);
      int status = connection.getResponseCode();
      connection.disconnect();
      return status >= 200 && status < 300;
    } catch (IOException e) {
      return false; // not listening yet
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
