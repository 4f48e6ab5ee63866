package dev.floe.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The adapter scripts of samples/agents follow the command-agent protocol: run as Floe runs them (phase last, FLOE_*
 * variables, a fresh cwd) against stand-ins for the harnesses, they pass the prompt and the folder to write, leave
 * the answer where Floe grades it, and turn the harness's own accounting into usage.json.
 */
class SampleAdaptersTest {
  private static final Path AGENTS = Path.of("../samples/agents").toAbsolutePath().normalize();
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path temp;
  private Path bin;
  private Path work;
  private Path task;
  private Path state;
  private Path answer;

  @BeforeEach
  void stage() throws Exception {
    bin = Files.createDirectories(temp.resolve("bin"));
    work = Files.createDirectories(temp.resolve("work"));
    task = Files.createDirectories(temp.resolve("task"));
    Files.writeString(task.resolve("README.md"), "# Sentence 1\n\nWrite `answer.json`.\n");
    state = Files.createDirectories(temp.resolve("state"));
    answer = Files.createDirectories(temp.resolve("answer"));
  }

  @Test
  void codexGetsAWritableAnswerFolderAndItsEventsBecomeUsage() throws Exception {
    fake("codex", """
        printf '%s\\n' "$@" > "$ARGS_FILE"
        echo '{"words": 9}' > "$FLOE_ANSWER_DIR/answer.json"
        echo '{"type":"thread.started","thread_id":"th_42"}'
        echo '{"type":"item.completed","item":{"type":"command_execution","command":"cat README.md"}}'
        echo '{"type":"turn.completed","usage":{"input_tokens":1000,"cached_input_tokens":400,"output_tokens":50}}'
        echo '{"type":"turn.completed","usage":{"input_tokens":200,"cached_input_tokens":0,"output_tokens":5}}'
        """);
    assertEquals(0, solve("codex.sh"));
    List<String> args = Files.readAllLines(temp.resolve("args"));
    assertEquals(List.of("exec", "--json", "--skip-git-repo-check", "--sandbox", "workspace-write", "--cd",
        work.toString(), "--add-dir", answer.toString()), args.subList(0, 9));
    assertEquals("You are an agent being evaluated by Floe. Solve one task.", args.get(9), "the prompt, last");
    assertTrue(String.join("\n", args).contains("The statement is in " + task), String.join("\n", args));
    assertEquals("{\"words\": 9}\n", Files.readString(answer.resolve("answer.json")));
    JsonNode usage = usage();
    assertEquals(1200, usage.get("input_tokens").asInt());
    assertEquals(400, usage.get("cached_input_tokens").asInt());
    assertEquals(55, usage.get("output_tokens").asInt());
    assertEquals(2, usage.get("turns").asInt());
    assertEquals(1, usage.get("tool_calls").asInt());
    assertEquals("th_42", usage.get("session_id").asText());
  }

  @Test
  void claudeCodeResultBecomesUsageAndAnErrorResultFailsTheCall() throws Exception {
    fake("claude", """
        printf '%s\\n' "$@" > "$ARGS_FILE"
        echo '{"words": 9}' > "$FLOE_ANSWER_DIR/answer.json"
        echo '{"type":"result","is_error":'"$IS_ERROR"',"result":"done","num_turns":3,"session_id":"s-1",'\\
        '"total_cost_usd":0.0123,"usage":{"input_tokens":10,"cache_read_input_tokens":900,'\\
        '"cache_creation_input_tokens":90,"output_tokens":70}}'
        """);
    assertEquals(0, solve("claude-code.sh", "IS_ERROR", "false"));
    List<String> args = Files.readAllLines(temp.resolve("args"));
    assertEquals("-p", args.get(0));
    assertTrue(String.join(" ", args).contains("--output-format json --permission-mode acceptEdits --add-dir "
        + answer), String.join(" ", args));
    JsonNode usage = usage();
    assertEquals(1000, usage.get("input_tokens").asInt(), "input counts cached and cache-written tokens too");
    assertEquals(900, usage.get("cached_input_tokens").asInt());
    assertEquals(70, usage.get("output_tokens").asInt());
    assertEquals(0.0123, usage.get("cost_usd").asDouble());
    assertEquals(3, usage.get("turns").asInt());
    assertEquals(1, solve("claude-code.sh", "IS_ERROR", "true"), "is_error is a failed call");
  }

  @Test
  void genericRunsAnyHarnessWithThePromptLast() throws Exception {
    fake("my-harness", """
        [ "$1" = --prompt ] || exit 7
        case "$2" in *"Write the answer file(s) the statement asks for into $FLOE_ANSWER_DIR"*) ;; *) exit 8 ;; esac
        echo '{"words": 9}' > "$FLOE_ANSWER_DIR/answer.json"
        """);
    assertEquals(0, run(List.of(AGENTS.resolve("generic.sh").toString(), "my-harness", "--prompt", "solve"),
        Map.of()));
    assertTrue(Files.isRegularFile(answer.resolve("answer.json")));
  }

  private void fake(String name, String body) throws Exception {
    Path file = bin.resolve(name);
    Files.writeString(file, "#!/usr/bin/env bash\nset -eu\n" + body);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private int solve(String script, String... env) throws Exception {
    Map<String, String> extra = env.length == 0 ? Map.of() : Map.of(env[0], env[1]);
    return run(List.of(AGENTS.resolve(script).toString(), "solve"), extra);
  }

  private int run(List<String> command, Map<String, String> extra) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command).directory(work.toFile())
        .redirectErrorStream(true).redirectOutput(temp.resolve("out.log").toFile());
    Map<String, String> env = pb.environment();
    env.put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
    env.put("ARGS_FILE", temp.resolve("args").toString());
    env.putAll(Map.of("FLOE_PHASE", "solve", "FLOE_MODE", "base", "FLOE_ATTEMPT", "1", "FLOE_SEED", "7",
        "FLOE_CASE", "CASE-001-sentence-1", "FLOE_TASK_DIR", task.toString(), "FLOE_STATE_DIR", state.toString(),
        "FLOE_ANSWER_DIR", answer.toString()));
    env.putAll(extra);
    Process p = pb.start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    return p.exitValue();
  }

  private JsonNode usage() throws Exception {
    Assumptions.assumeTrue(Files.isRegularFile(work.resolve("usage.json")) || !hasPython(),
        "usage.json needs python3");
    return JSON.readTree(work.resolve("usage.json").toFile());
  }

  private static boolean hasPython() {
    for (String dir : System.getenv("PATH").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, "python3"))) {
        return true;
      }
    }
    return false;
  }
}
