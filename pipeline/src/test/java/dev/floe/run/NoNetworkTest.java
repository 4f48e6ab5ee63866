package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomlj.Toml;

/**
 * {@code floe run --no-network}: a sandboxed agent still reaches its environment at {@code FLOE_ENV_BASE_URL}, and
 * nothing else: not another port of the loopback interface, not an address outside. With the network (the default),
 * the same agent does reach the other loopback port, so the check is one that can fail.
 */
class NoNetworkTest {
  @TempDir Path temp;

  private JsonNode network(String... more) throws Exception {
    Bubblewrap.require(temp);
    Path repo = temp.resolve("repo");
    Path fixture = RunFixture.RESOURCES.resolve("env");
    try (Stream<Path> walk = Files.walk(fixture)) { // a copy: the environment writes beside its files
      for (Path source : walk.toList()) {
        Path target = repo.resolve(fixture.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target);
        }
      }
    }
    try (ServerSocket other = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Path agent = RunFixture.agentConfig(temp, "netcheck.sh",
          Map.of("PROBE_PORT", Integer.toString(other.getLocalPort())));
      String[] args = Stream.concat(Stream.of("--modes", "base", "--attempts", "1", "--max-tries", "1",
          "--sub-benchmarks", "svc", "--work-dir", temp.resolve("work").toString(), "--sandbox", "bwrap"),
          Stream.of(more)).toArray(String[]::new);
      RunFixture.Outcome outcome = RunFixture.run(repo, agent, temp.resolve("out"), args);
      assertEquals(0, outcome.exitCode(), outcome.err());
    }
    Path evaluation = temp.resolve("out/evaluations/svc-netcheck-fixture-1-0-none");
    JsonNode results = RunFixture.json(evaluation.resolve("results.json"));
    assertEquals(1.0, results.at("/modes/base/acc").asDouble(), 0, "every solve reached its environment");
    return RunFixture.json(evaluation.resolve("runs/base/CASE-001-note/attempt-01/answer/network.json"));
  }

  @Test
  void withoutNetworkTheAgentReachesItsEnvironmentAndNothingElse() throws Exception {
    JsonNode reached = network("--no-network");
    assertEquals("HTTP/1.0 200 OK", reached.get("environment").asText(), reached.toString());
    assertEquals("blocked", reached.get("loopback").asText(), "another loopback port");
    assertEquals("blocked", reached.get("outside").asText(), "an address outside the machine");
    assertEquals(Boolean.FALSE, Toml.parse(temp.resolve(
        "out/evaluations/svc-netcheck-fixture-1-0-none/evaluation_config.toml")).getBoolean("protocol.network"),
        "the evaluation records that its agents had no network");
  }

  @Test
  void withTheNetworkTheSameAgentReachesOtherLoopbackPorts() throws Exception {
    JsonNode reached = network();
    assertEquals("HTTP/1.0 200 OK", reached.get("environment").asText(), reached.toString());
    assertEquals("reached", reached.get("loopback").asText(), "another loopback port");
  }
}
