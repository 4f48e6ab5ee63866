package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Environments (SPEC §1.1 environment.toml) during floe run: started before the first agent that needs them, given
 * to agents as FLOE_ENV_BASE_URL, fresh per attempt when mutable, stopped with their whole process tree at the end,
 * and a named failure (not a hang) when they do not come up.
 */
class EnvironmentTest {
  private static final Path FIXTURE = RunFixture.RESOURCES.resolve("env");
  @TempDir Path temp;

  private Path repoWith(String environmentToml) throws Exception {
    Path repo = temp.resolve("repo");
    try (Stream<Path> walk = Files.walk(FIXTURE)) {
      for (Path source : walk.toList()) {
        Path target = repo.resolve(FIXTURE.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target);
        }
      }
    }
    Files.writeString(repo.resolve("data/svc/environment.toml"), environmentToml);
    return repo;
  }

  private String environment(boolean mutable, Path pids) {
    return "command = [\"python3\", \"server.py\"]\nport_env = \"SVC_PORT\"\nhealth = \"/health\"\nmutable = "
        + mutable + "\nstartup_timeout = 20\n\n[env]\nSVC_BIND = \"127.0.0.1\"\nPID_DIR = \"" + pids + "\"\n";
  }

  private RunFixture.Outcome run(Path repo) throws Exception {
    Path agent = temp.resolve("notes.toml");
    Files.writeString(agent, "name = \"notes\"\ncommand = [\"python3\", \""
        + RunFixture.RESOURCES.resolve("agents/notes_agent.py") + "\"]\n");
    return RunFixture.run(repo, agent, temp.resolve("out"), "--modes", "base,self", "--attempts", "2",
        "--max-concurrent-runs", "2", "--work-dir", temp.resolve("work").toString());
  }

  private Path evaluation() {
    return temp.resolve("out/evaluations/svc-notes");
  }

  private JsonNode answer(String mode, String caseId, int attempt) throws Exception {
    return RunFixture.json(evaluation().resolve("runs").resolve(mode).resolve(caseId)
        .resolve(String.format("attempt-%02d", attempt)).resolve("answer/answer.json"));
  }

  @Test
  void aServerThatDiesMidRunFailsTheRunsThatNeededItAndScoresNoneOfThem() throws Exception {
    Path pids = Files.createDirectories(temp.resolve("pids"));
    String dying = environment(false, pids) + "DIE_AFTER_NOTES = \"1\"\n";
    RunFixture.Outcome outcome = run(repoWith(dying));
    assertEquals(0, outcome.exitCode(), outcome.err());
    int environmentErrors = 0;
    try (Stream<Path> walk = Files.walk(evaluation().resolve("runs"))) {
      for (Path record : walk.filter(p -> p.getFileName().toString().equals("run.json")).toList()) {
        JsonNode run = RunFixture.json(record);
        if (run.get("status").asText().equals("failed")) {
          if (run.get("failure").asText().equals("environment_error")) {
            environmentErrors++;
            // Seen by the attempt itself, or by the evolve of its state (evolves and test attempts run side by side,
            // so either may be the first to find the server dead).
            assertTrue(run.get("detail").asText().replaceFirst("^the evolve of attempt \\d+ failed, so there was no "
                + "state to solve with: ", "").startsWith("environment svc exited (9) while the run used it"),
                record + ": " + run);
          }
        } else {
          assertEquals(1.0, run.get("score").asDouble(), 1e-12, record + ": a dead server's errors scored: " + run);
        }
      }
    }
    assertTrue(environmentErrors > 0, "the server died, and some run needed it");
  }

  @Test
  void aServerThatDiesDuringAnEvolveFailsThatEvolveInsteadOfFreezingWhatItLearnedFromErrors() throws Exception {
    Path pids = Files.createDirectories(temp.resolve("pids"));
    Path repo = repoWith(environment(false, pids) + "DIE_AFTER_NOTES = \"1\"\n");
    // An agent that carries on when the service fails: its evolve posts twice (the second post kills the server)
    // and still exits 0, as an agent catching its tool's errors would.
    Path script = temp.resolve("tolerant.py");
    Files.writeString(script, String.join("\n",
        "import json, os, sys, urllib.request",
        "def post():",
        "    try:",
        "        request = urllib.request.Request(os.environ['FLOE_ENV_BASE_URL'] + '/notes', data=b'{}',",
        "                                         method='POST', headers={'Content-Type': 'application/json'})",
        "        urllib.request.urlopen(request, timeout=10).read()",
        "    except Exception as e:",
        "        print('the service failed:', e)",
        "post()",
        "if sys.argv[-1] == 'evolve':",
        "    post()",
        "else:",
        "    json.dump({'service': 'ok'}, open(os.path.join(os.environ['FLOE_ANSWER_DIR'], 'answer.json'), 'w'))",
        ""));
    Path agent = temp.resolve("tolerant.toml");
    Files.writeString(agent, "name = \"notes\"\ncommand = [\"python3\", \"" + script + "\"]\n");
    RunFixture.Outcome outcome = RunFixture.run(repo, agent, temp.resolve("out"), "--modes", "self",
        "--attempts", "1", "--work-dir", temp.resolve("work").toString());
    assertEquals(0, outcome.exitCode(), outcome.err());
    JsonNode evolve = RunFixture.json(evaluation().resolve("evolve/self/attempt-01/evolve.json"));
    assertEquals("failed", evolve.get("status").asText(), evolve.toString());
    assertEquals("environment_error", evolve.get("failure").asText(), evolve.toString());
    assertTrue(evolve.get("detail").asText().startsWith("environment svc exited (9) while the run used it"),
        evolve.toString());
  }

  @Test
  void sharedEnvironmentServesEveryCallAndStopsAtTheEnd() throws Exception {
    Path pids = Files.createDirectories(temp.resolve("pids"));
    RunFixture.Outcome outcome = run(repoWith(environment(false, pids)));
    assertEquals(0, outcome.exitCode(), outcome.err());
    JsonNode results = RunFixture.json(evaluation().resolve("results.json"));
    assertEquals(1.0, results.at("/modes/base/acc").asDouble(), 1e-12, "every solve reached the service");
    assertEquals(1.0, results.at("/modes/self/acc").asDouble(), 1e-12);
    Set<String> urls = new HashSet<>();
    for (String mode : List.of("base", "self")) {
      for (int attempt = 1; attempt <= 2; attempt++) {
        urls.add(answer(mode, "CASE-001-note", attempt).get("base_url").asText());
      }
    }
    assertEquals(1, urls.size(), "one instance for the sub-benchmark: " + urls);
    assertTrue(urls.iterator().next().startsWith("http://127.0.0.1:"));
    assertEquals(1, serverPids(pids).size(), "started once");
    assertNoServerLeft(pids);
    assertTrue(Files.isRegularFile(evaluation().resolve("environment/svc.log")), "its log is kept");
  }

  @Test
  void mutableEnvironmentIsFreshForEveryAttempt() throws Exception {
    Path pids = Files.createDirectories(temp.resolve("pids"));
    RunFixture.Outcome outcome = run(repoWith(environment(true, pids)));
    assertEquals(0, outcome.exitCode(), outcome.err());
    for (String mode : List.of("base", "self")) {
      for (int attempt = 1; attempt <= 2; attempt++) {
        for (String caseId : List.of("CASE-001-note", "CASE-002-note")) {
          List<String> notes = new ArrayList<>();
          answer(mode, caseId, attempt).get("notes").forEach(n -> notes.add(n.asText()));
          for (String note : notes) {
            assertTrue(note.endsWith("-" + mode + "-attempt-" + attempt),
                mode + " attempt " + attempt + " saw state of another attempt: " + notes);
          }
          if (mode.equals("self")) {
            assertTrue(notes.contains("evolve-self-attempt-" + attempt), "the evolve of the attempt shares it");
          }
        }
      }
    }
    assertEquals(4, serverPids(pids).size(), "one instance per mode and attempt");
    assertNoServerLeft(pids);
  }

  @Test
  void environmentThatDoesNotComeUpIsANamedFailure() throws Exception {
    Path repo = repoWith("command = [\"python3\", \"-c\", \"import sys; sys.exit(3)\"]\nport_env = \"SVC_PORT\"\n"
        + "health = \"/health\"\nstartup_timeout = 20\n");
    long start = System.nanoTime();
    RunFixture.Outcome outcome = run(repo);
    assertEquals(0, outcome.exitCode(), outcome.err());
    assertTrue(System.nanoTime() - start < 60_000_000_000L, "no hang");
    JsonNode run = RunFixture.json(evaluation().resolve("runs/base/CASE-001-note/attempt-01/run.json"));
    assertEquals("environment_error", run.get("failure").asText());
    assertTrue(run.get("detail").asText().startsWith("environment svc exited 3 before its health check /health "
        + "answered (its log: "), run.get("detail").asText());
    JsonNode evolve = RunFixture.json(evaluation().resolve("evolve/self/attempt-01/evolve.json"));
    assertEquals("environment_error", evolve.get("failure").asText());
    JsonNode selfRun = RunFixture.json(evaluation().resolve("runs/self/CASE-002-note/attempt-02/run.json"));
    assertEquals("environment_error", selfRun.get("failure").asText());
    assertTrue(outcome.out().matches("(?s).*svc\\s+base\\s+—\\s+—\\s+4/4\\n.*"), outcome.out());
  }

  private static List<Long> serverPids(Path pids) throws Exception {
    try (Stream<Path> files = Files.list(pids)) {
      return files.map(f -> {
        try {
          return Long.parseLong(Files.readString(f).trim());
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }).toList();
    }
  }

  private static void assertNoServerLeft(Path pids) throws Exception {
    for (long pid : serverPids(pids)) {
      boolean alive = ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
          .flatMap(p -> p.info().commandLine()).map(c -> c.contains("server.py")).orElse(false);
      assertFalse(alive, "server " + pid + " was stopped");
    }
  }
}
