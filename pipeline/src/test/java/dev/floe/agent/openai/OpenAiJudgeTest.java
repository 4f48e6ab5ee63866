package dev.floe.agent.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.agent.OpenAiSettings;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.JudgeSample;
import dev.floe.benchmark.GraderSpec;
import dev.floe.grading.Grade;
import dev.floe.grading.JudgeCall;
import dev.floe.grading.JudgeGrading;
import dev.floe.grading.JudgeReply;
import dev.floe.run.RunDriver;
import dev.floe.run.RunRequest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in openai judge against an OpenAI-compatible endpoint played on loopback: what its request carries (the
 * rubric, the statement, the answer, and a prompt that asks for the verdict JSON and makes the rubric final), how a
 * malformed reply is retried and then named, and, through {@code floe run}, that the judge's key is in no file.
 */
class OpenAiJudgeTest {
  private static final String KEY = "sk-judge-7e1d0c33-never-written";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path RUN = Path.of("src/test/resources/run").toAbsolutePath();
  private static final String VERDICT = "{\"score\": 7, \"max_score\": 10, \"reason\": \"the total is right, the "
      + "VAT line is missing\", \"points\": [{\"criterion\": \"total\", \"awarded\": 7, \"max\": 7}]}";
  @TempDir Path temp;
  private FakeOpenAi server;
  private Path rubric;
  private Path task;
  private Path answer;

  @BeforeEach
  void stage() throws IOException {
    rubric = Files.createDirectories(temp.resolve("rubric"));
    Files.writeString(rubric.resolve("README.md"), "# Rubric\n\nMax 10 points.\n\n- 7 points: the total is 33.5.\n"
        + "- 3 points: a VAT line.\n");
    Files.createDirectories(rubric.resolve("reference"));
    Files.writeString(rubric.resolve("reference/answer.json"), "{\"total\": 33.5, \"vat\": 5.58}\n");
    task = Files.createDirectories(temp.resolve("task"));
    Files.writeString(task.resolve("README.md"), "# Invoice 7\n\nWrite `answer.json` with the `total`.\n");
    answer = Files.createDirectories(temp.resolve("answer"));
    Files.writeString(answer.resolve("answer.json"), "{\"total\": 33.5}\n");
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void theRequestCarriesTheRubricTheStatementAndTheAnswer() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(VERDICT, 900, 0, 60)));
    JudgeReply reply = judge(Duration.ofMillis(5)).judge(call(temp.resolve("work1")));
    assertEquals(7, reply.verdict().orElseThrow().get("score").asInt());
    assertEquals(900, reply.usage().orElseThrow().get("input_tokens").asInt());

    FakeOpenAi.Request request = server.requests.get(0);
    assertEquals("/v1/chat/completions", request.path());
    assertEquals("Bearer " + KEY, request.header("Authorization"));
    assertEquals("judge-model", request.body().get("model").asText());
    String system = request.body().at("/messages/0/content").asText();
    assertTrue(system.contains("The rubric's standard is final."), system);
    assertTrue(system.contains("Reply with exactly one JSON object and nothing else"), system);
    assertTrue(system.contains("{\"score\": <points awarded>, \"max_score\": <the maximum the rubric allows>, "
        + "\"reason\":"), system);
    String user = request.body().at("/messages/1/content").asText();
    assertTrue(user.contains("### rubric/README.md\n````\n# Rubric\n\nMax 10 points.\n\n- 7 points: the total is "
        + "33.5."), user);
    assertTrue(user.contains("### rubric/reference/answer.json\n````\n{\"total\": 33.5, \"vat\": 5.58}"), user);
    assertTrue(user.contains("The rubric states a maximum of 10 points: max_score is 10."), user);
    assertTrue(user.contains("### statement/README.md\n````\n# Invoice 7\n"), user);
    assertTrue(user.contains("### answer/answer.json\n````\n{\"total\": 33.5}\n"), user);
    assertTrue(user.indexOf("rubric/README.md") < user.indexOf("statement/README.md")
        && user.indexOf("statement/README.md") < user.indexOf("answer/answer.json"), user);
  }

  @Test
  void aMalformedReplyIsRetriedThenNamedNeverZero() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(
        "I would say about seven out of ten.", 100, 0, 10)));
    Grade grade = grading(3).grade(subject(), Files.createDirectories(temp.resolve("scratch")), temp.resolve("log"));
    assertEquals(3, server.requests.size(), "the first try and 2 more (--max-tries 3)");
    assertEquals(Optional.of(Failure.UNPARSEABLE_SCORE), grade.failure());
    assertTrue(grade.score().isEmpty(), "never a 0");
    assertEquals("the judge's reply holds no JSON object: I would say about seven out of ten. (after 3 tries)",
        grade.detail());
    JudgeSample sample = grade.judge().orElseThrow().samples().get(0);
    assertEquals(3, sample.tries());
    assertEquals(300.0, sample.usage().figures().get("input_tokens"), 0, "every try's tokens are counted");
    assertTrue(Files.readString(temp.resolve("log")).contains(
        "judge sample 1, try 3: unparseable_score: the judge's reply holds no JSON object"));
  }

  @Test
  void aMalformedReplyThenAGoodOneScoresOnTheSecondTry() throws Exception {
    server = new FakeOpenAi((n, r) -> FakeOpenAi.Response.ok(FakeOpenAi.completion(
        n == 0 ? "{\"score\": seven}" : "```json\n" + VERDICT + "\n```", 100, 0, 10)));
    Grade grade = grading(3).grade(subject(), Files.createDirectories(temp.resolve("scratch")), temp.resolve("log"));
    assertEquals(0.7, grade.score().orElseThrow().value(), 1e-12);
    assertEquals(2, grade.judge().orElseThrow().samples().get(0).tries());
    assertEquals("score/max_score", grade.judge().orElseThrow().samples().get(0).rule());
  }

  @Test
  void anHttpFailureIsAJudgeErrorAndASlowReplyAJudgeTimeout() throws Exception {
    server = new FakeOpenAi((n, r) -> n == 0 ? new FakeOpenAi.Response(401, Map.of(), "{\"error\":{\"message\":"
        + "\"bad key " + KEY + "\"}}", 0) : new FakeOpenAi.Response(200, Map.of(), VERDICT, 3000));
    Grade error = grading(1).grade(subject(), Files.createDirectories(temp.resolve("s1")), temp.resolve("log"));
    assertEquals(Optional.of(Failure.JUDGE_ERROR), error.failure());
    assertTrue(error.detail().contains("HTTP 401 from http://127.0.0.1:"), error.detail());
    assertTrue(error.detail().contains("bad key [redacted]"), error.detail());
    assertEquals(1, server.requests.size(), "a 401 is not retried");
    JudgeReply slow = new OpenAiJudge(settings(), KEY, Duration.ofMillis(5)).judge(new JudgeCall("invoices-test",
        "CASE-007-x", 1, rubric, task, answer, Files.createDirectories(temp.resolve("w")), OptionalDouble.empty(),
        Optional.of(Duration.ofSeconds(1)), temp.resolve("log")));
    assertEquals(Optional.of(Failure.JUDGE_TIMEOUT), slow.failure());
    assertFalse(Files.readString(temp.resolve("log")).contains(KEY));
  }

  @Test
  void floeRunWithTheOpenAiJudgeScoresByItsVerdictsAndWritesTheKeyNowhere() throws Exception {
    server = new FakeOpenAi((n, request) -> {
      if (n == 0) { // a failing upstream that echoes the key: retried, and redacted in the log
        return new FakeOpenAi.Response(500, Map.of("Retry-After", "0"), "upstream error for key " + KEY, 0);
      }
      String user = request.body().at("/messages/1/content").asText();
      boolean north = user.contains("VALUE: north");
      // A verdict that echoes the key: what Floe records of it must not hold it.
      return FakeOpenAi.Response.ok(FakeOpenAi.completion("{\"score\": " + (north ? 6 : 70) + ", \"max_score\": "
          + (north ? 10 : 100) + ", \"reason\": \"graded with " + KEY + "\"}", 500, 0, 20));
    });
    Path judge = temp.resolve("judge.toml");
    Files.writeString(judge, """
        name = "gpt-judge"
        model = "judge-model"
        kind = "openai"
        timeout = 30

        [openai]
        base_url = "%s"
        api_key_env = "TEST_JUDGE_KEY"
        temperature = 0.0
        """.formatted(server.baseUrl()));
    Path agent = temp.resolve("agent.toml");
    Files.writeString(agent, "name = \"learner\"\ncommand = [\"bash\", \"" + RUN.resolve("agents/learner.sh")
        + "\"]\n");
    Path out = temp.resolve("out");
    StringWriter err = new StringWriter();
    RunRequest request = new RunRequest(RUN.resolve("judged"), agent, out, List.of("base"), 1, 2, 2, List.of(), 0,
        60, 60, Optional.empty(), Optional.of(temp.resolve("work")), List.of(), Optional.of(judge), 2);
    RunDriver.run(request, Map.of("TEST_JUDGE_KEY", KEY, "PATH", System.getenv("PATH")), new PrintWriter(err, true),
        false);

    assertEquals(1 + 2 * 2, server.requests.size(), "the 500, then 2 cases x 2 samples");
    Path evaluation = out.resolve("evaluations/gamma-learner");
    JsonNode results = JSON.readTree(evaluation.resolve("results.json").toFile());
    assertEquals(0.65, results.at("/modes/base/acc").asDouble(), 1e-12, "6 of 10 and 70 of 100");
    assertEquals(1000.0, results.at("/modes/base/efficiency/judge_input_tokens").asDouble(), 1e-9);
    JsonNode run = JSON.readTree(evaluation.resolve("runs/base/CASE-002-south/attempt-01/run.json").toFile());
    assertEquals(2, run.at("/judge/samples").size());
    assertEquals("graded with [redacted]", run.at("/judge/samples/1/raw/reason").asText());
    String config = Files.readString(evaluation.resolve("evaluation_config.toml"));
    assertTrue(config.contains("kind = \"openai\"\nsamples = 2\nbase_url = \"" + server.baseUrl() + "\"\n"
        + "api_model = \"judge-model\"\ntemperature = 0.0\ntimeout = 30.0\n"), config);
    String logs = Files.readString(evaluation.resolve("runs/base/CASE-001-north/attempt-01/grader.log"))
        + Files.readString(evaluation.resolve("runs/base/CASE-002-south/attempt-01/grader.log"));
    assertTrue(logs.contains("HTTP 500 (upstream error for key [redacted]); retrying in 0 ms"), logs);
    int files = 0;
    try (Stream<Path> walk = Files.walk(temp)) {
      for (Path f : walk.filter(Files::isRegularFile).toList()) {
        files++;
        assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(KEY), f + " holds the key");
      }
    }
    assertTrue(files > 12, "the whole output was searched: " + files + " files");
    assertFalse(err.toString().contains(KEY));
  }

  private OpenAiSettings settings() {
    return new OpenAiSettings(server.baseUrl(), "judge-model", "TEST_KEY", 0.0, null, 2);
  }

  private OpenAiJudge judge(Duration firstBackoff) {
    return new OpenAiJudge(settings(), KEY, firstBackoff);
  }

  private JudgeGrading grading(int maxTries) {
    return new JudgeGrading(judge(Duration.ofMillis(5)), 1, maxTries, 30);
  }

  private JudgeGrading.Subject subject() {
    return new JudgeGrading.Subject("invoices-test", "CASE-007-x", GraderSpec.judgeOfWholeFolder(), rubric, task,
        answer);
  }

  private JudgeCall call(Path work) throws IOException {
    return new JudgeCall("invoices-test", "CASE-007-x", 1, rubric, task, answer, Files.createDirectories(work),
        OptionalDouble.of(10), Optional.of(Duration.ofSeconds(30)), temp.resolve("log"));
  }
}
