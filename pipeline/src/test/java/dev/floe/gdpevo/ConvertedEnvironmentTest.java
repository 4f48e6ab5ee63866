package dev.floe.gdpevo;

import static dev.floe.gdpevo.GdpevoFixture.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomlj.Toml;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/** The converted environment.toml starts the fixture's server as written: command, working folder, port, [env]. */
class ConvertedEnvironmentTest {
  @TempDir Path dir;

  @Test
  void theServerStartsFromTheDataFolderAndAnswersHealthAndItsApi() throws Exception {
    Path repo = dir.resolve("repo");
    GdpevoFixture.convert(repo);
    Path data = repo.resolve("data/" + WAREHOUSE);
    TomlParseResult toml = Toml.parse(data.resolve("environment.toml"));
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    ProcessBuilder builder = new ProcessBuilder(toml.getArray("command").toList().stream().map(Object::toString).toList())
        .directory(data.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("server.log").toFile());
    Map<String, String> env = builder.environment();
    TomlTable extra = toml.getTable("env");
    extra.keySet().forEach(key -> env.put(key, extra.getString(key)));
    env.put(toml.getString("port_env"), Integer.toString(port));
    Process server = builder.start();
    try {
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
      String base = "http://127.0.0.1:" + port;
      HttpResponse<String> health = waitForHealth(http, base + toml.getString("health"), server);
      assertEquals(200, health.statusCode());
      HttpResponse<String> items = http.send(HttpRequest.newBuilder(URI.create(base + "/api/items?location=B2")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertTrue(items.body().startsWith("{\"count\": 2,"), items.body());
      HttpResponse<String> judge = http.send(HttpRequest.newBuilder(URI.create(base + "/api/judge"))
          .POST(HttpRequest.BodyPublishers.ofString("{\"task_id\": \"train_001\"}")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(404, judge.statusCode(), "the train-only judge stays off");
    } finally {
      server.destroy();
      server.waitFor();
    }
  }

  private static HttpResponse<String> waitForHealth(HttpClient http, String url, Process server) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (true) {
      try {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(2)).build(),
            HttpResponse.BodyHandlers.ofString());
      } catch (java.io.IOException e) {
        if (!server.isAlive() || System.nanoTime() > deadline) {
          throw new AssertionError("the server did not answer " + url, e);
        }
        Thread.sleep(50);
      }
    }
  }
}
