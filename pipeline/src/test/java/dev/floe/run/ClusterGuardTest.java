package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What only works on one machine is refused on a cluster before anything runs or is written, with the reason: relative
 * paths, environments, a detached job, a cluster that does not answer.
 */
class ClusterGuardTest {
  @TempDir Path temp;

  @Test
  void relativePathsAreRefusedOnACluster() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    Path out = Path.of("target", "relative-out-" + UUID.randomUUID());
    Path repo = Path.of("src/test/resources/run/repo");
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, out, "--runner=FlinkRunner",
        "--flinkMaster=flink-jobmanager:8081");
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("--out " + out + ": on a cluster (--runner=FlinkRunner "
        + "--flinkMaster=flink-jobmanager:8081) every worker writes its attempts there, so it must be an absolute path "
        + "on storage that every worker mounts at the same place"), outcome.err());
    assertTrue(outcome.err().contains("--benchmarks " + repo + ": on a cluster"), outcome.err());
    assertFalse(Files.exists(out), "nothing is written");
  }

  @Test
  void aClusterThatDoesNotAnswerIsRefusedAtOnce() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    int closedPort;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = probe.getLocalPort();
    }
    long start = System.nanoTime();
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"), "--runner=FlinkRunner",
        "--flinkMaster=127.0.0.1:" + closedPort);
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("--flinkMaster=127.0.0.1:" + closedPort + ": no Flink cluster answers at "
        + "127.0.0.1:" + closedPort), outcome.err());
    assertTrue((System.nanoTime() - start) / 1e9 < 20, "refused without Flink's minute of retries");
    assertFalse(Files.exists(temp.resolve("out")), "nothing is written");
  }

  @Test
  void environmentsAreRefusedOnACluster() throws Exception {
    Path agent = temp.resolve("notes.toml");
    Files.writeString(agent, "name = \"notes\"\ncommand = [\"python3\", \""
        + RunFixture.RESOURCES.resolve("agents/notes_agent.py") + "\"]\n");
    // Something that accepts connections where the cluster's REST endpoint would be: the guard refuses before any
    // submission, so nothing is ever sent to it.
    try (ServerSocket jobManager = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      RunFixture.Outcome outcome = RunFixture.run(RunFixture.RESOURCES.resolve("env"), agent, temp.resolve("out"),
          "--modes", "base", "--runner=FlinkRunner", "--flinkMaster=127.0.0.1:" + jobManager.getLocalPort());
      assertEquals(1, outcome.exitCode(), outcome.err());
      assertTrue(outcome.err().contains(RunFixture.RESOURCES.resolve("env/data/svc/environment.toml")
          + ": sub-benchmark svc needs this environment, and Floe does not run environments on a cluster yet"),
          outcome.err());
      assertFalse(Files.exists(temp.resolve("out/evaluations")), "no evaluation folder is made");
    }
  }

  @Test
  void aDetachedJobIsRefused() throws Exception {
    Path agent = RunFixture.agentConfig(temp, "learner.sh", Map.of());
    RunFixture.Outcome outcome = RunFixture.run(RunFixture.REPO, agent, temp.resolve("out"), "--runner=FlinkRunner",
        "--attachedMode=false");
    assertEquals(1, outcome.exitCode(), outcome.err());
    assertTrue(outcome.err().contains("--attachedMode=false: floe run waits for its job"), outcome.err());
    assertFalse(Files.exists(temp.resolve("out")), "nothing is written");
  }
}
