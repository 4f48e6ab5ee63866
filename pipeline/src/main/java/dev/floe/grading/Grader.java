package dev.floe.grading;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.benchmark.GraderSpec;
import dev.floe.process.ProcessOutcome;
import dev.floe.process.ProcessRunner;
import dev.floe.process.ProcessSpec;
import dev.floe.process.Seconds;
import dev.floe.staging.FolderCopy;
import dev.floe.staging.Mirror;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Grades one answer with a case's grader (SPEC §1.1), after the agent has finished; a grader command runs in a private
 * copy of the case's {@code rubric/}, so that nothing it does can change the benchmark repository.
 */
public final class Grader {
  /** A grader's stdout beyond this is not a verdict any more; it is not read into memory. */
  private static final int MAX_OUTPUT_BYTES = 4 << 20;
  /** A json-match answer beyond this is not read into memory: no reference answer is anywhere near it. */
  static final long MAX_ANSWER_BYTES = 64L << 20;
  // Strict: one JSON value and nothing after it, no key twice. What an agent or a grader printed is untrusted, and a
  // lenient reader would score "{"a": 1} and then anything" as if it were the object alone.
  private static final ObjectMapper JSON = Json.MAPPER;

  private final Map<String, String> environment;

  /** {@code environment}: the whole environment graders run with (the caller's PATH, HOME, LANG, TMPDIR). */
  public Grader(Map<String, String> environment) {
    this.environment = Map.copyOf(environment);
  }

  /**
   * What a grade leaves in its scratch folder for the next grade to rewrite in place, rather than deleting it and
   * making it again: the rubric copy and the file that takes the grader's stdout.
   */
  public static final Set<String> SCRATCH_REWRITTEN = Set.of("rubric", "grader.stdout");

  /**
   * Where a grader command runs: a private folder, new or left by an earlier grade (what is there is rewritten, see
   * {@link #SCRATCH_REWRITTEN}). Asked for only when a command runs; {@code json-match} is Floe's own code and needs
   * none, so a caller that bounds grader processes bounds them here.
   */
  @FunctionalInterface
  public interface Scratch {
    Path take() throws IOException, InterruptedException;
  }

  /**
   * Grades the answer folder {@code answers} against {@code rubric}; {@code log} receives the grader's own output.
   */
  public Grade grade(GraderSpec spec, Path rubric, Path answers, Scratch scratch, Path log)
      throws IOException, InterruptedException {
    Path answer = answers.resolve(spec.answer());
    if (!Files.isRegularFile(answer)) {
      return Grade.failed(Failure.NO_ANSWER, Files.isDirectory(answer)
          ? "the agent wrote " + spec.answer() + " as a folder, not a file" : "the agent wrote no " + spec.answer());
    }
    return switch (spec.kind()) {
      // Floe's own code reading one reference file after the agent has finished: nothing runs that a private copy
      // would protect the rubric from, so none is made.
      case JSON_MATCH -> jsonMatch(spec, rubric, answer, log);
      case COMMAND -> {
        Path folder = scratch.take();
        yield command(spec, privateCopy(rubric, folder), answer, folder, log);
      }
      // The judge grades through JudgeGrading, which floe run builds from --judge-config; a caller without one refuses
      // judged cases before grading, so this is only reached by a caller that forgot to.
      case JUDGE -> Grade.failed(Failure.GRADER_ERROR, "this case is graded by a judge, and none was configured");
    };
  }

  private static Path privateCopy(Path rubric, Path scratch) throws IOException {
    Path copy = scratch.resolve("rubric");
    Mirror.of(rubric, copy, Mirror.Links.FOLLOW);
    return copy;
  }

  /** An empty file at {@code path} to take a grader's stdout: the one there, emptied, if it is a plain file. */
  private static Path emptyOutputFile(Path path) throws IOException {
    if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
      if (!Mirror.isPlainFile(path)) {
        FolderCopy.delete(path);
      } else {
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
          channel.truncate(0);
        }
      }
    }
    return path;
  }

  private Grade jsonMatch(GraderSpec spec, Path rubric, Path answer, Path log) throws IOException {
    JsonNode reference;
    try {
      reference = JSON.readTree(rubric.resolve(spec.reference().orElseThrow()).toFile());
    } catch (JsonProcessingException e) {
      return Grade.failed(Failure.GRADER_ERROR, "the reference " + spec.reference().get() + " is not JSON");
    }
    if (Files.size(answer) > MAX_ANSWER_BYTES) {
      return Grade.failed(Failure.NO_ANSWER, spec.answer() + " is larger than " + (MAX_ANSWER_BYTES >> 20)
          + " MiB, more than json-match reads");
    }
    JsonNode given;
    try {
      given = JSON.readTree(answer.toFile());
    } catch (JsonProcessingException e) {
      return Grade.failed(Failure.NO_ANSWER, spec.answer() + " is not valid JSON: "
          + Json.plain(e.getOriginalMessage()));
    }
    if (given == null || given.isMissingNode()) {
      return Grade.failed(Failure.NO_ANSWER, spec.answer() + " is empty");
    }
    JsonMatch.Outcome outcome = JsonMatch.compare(reference, given, spec.tolerance());
    Files.writeString(log, "json-match: " + (outcome.leaves() - outcome.mismatched().size()) + " of "
        + outcome.leaves() + " reference values matched\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    JsonNode raw = JSON.createObjectNode()
        .put("score", outcome.score())
        .put("matched", outcome.leaves() - outcome.mismatched().size())
        .put("leaves", outcome.leaves());
    return Grade.scored(new ScoreReading.Score(outcome.score(), "json-match"), raw);
  }

  private Grade command(GraderSpec spec, Path rubric, Path answer, Path scratch, Path log)
      throws IOException, InterruptedException {
    String answerPath = answer.toAbsolutePath().toString();
    List<String> command = spec.command().stream().map(arg -> arg.replace("{answer}", answerPath)).toList();
    Path stdout = emptyOutputFile(scratch.resolve("grader.stdout"));
    ProcessOutcome outcome = ProcessRunner.run(new ProcessSpec(command, rubric, environment,
        Optional.of(Duration.ofMillis(Math.round(spec.timeoutSeconds() * 1000))), log, Optional.of(stdout)));
    String printed = readCapped(stdout);
    Files.writeString(log, printed, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    if (!outcome.started()) {
      return Grade.failed(Failure.GRADER_ERROR, outcome.startFailure().get());
    }
    if (outcome.timedOut()) {
      return Grade.failed(Failure.GRADER_TIMEOUT,
          "the grader ran past its " + Seconds.text(spec.timeoutSeconds()));
    }
    Optional<JsonNode> verdict = lastJsonObject(printed);
    if (verdict.isEmpty()) {
      // A grader that crashed says nothing usable; one that exited 0 printed something that is not a verdict.
      return outcome.exitCode() != 0
          ? Grade.failed(Failure.GRADER_ERROR, "the grader exited " + outcome.exitCode() + " without a JSON verdict")
          : Grade.failed(Failure.UNPARSEABLE_SCORE, "the grader printed no JSON object"
              + (Files.size(stdout) > MAX_OUTPUT_BYTES ? " in the first " + (MAX_OUTPUT_BYTES >> 20)
                  + " MiB of its output (the rest is not read)" : ""));
    }
    // Some graders exit 1 whenever the score is below 1; a readable score still counts (SPEC §1.1).
    return ScoreReading.read(verdict.get())
        .map(score -> Grade.scored(score, verdict.get()))
        .orElseGet(() -> Grade.failed(Failure.UNPARSEABLE_SCORE,
            "no score in [0, 1] in the grader's output (exit " + outcome.exitCode() + ")", verdict.get()));
  }

  /** The whole output when it is one JSON object, else the last line that is one (graders may log before it). */
  static Optional<JsonNode> lastJsonObject(String printed) {
    Optional<JsonNode> whole = parseObject(printed.trim());
    if (whole.isPresent()) {
      return whole;
    }
    List<String> lines = printed.lines().toList();
    for (int i = lines.size() - 1; i >= 0; i--) {
      Optional<JsonNode> line = parseObject(lines.get(i).trim());
      if (line.isPresent()) {
        return line;
      }
    }
    return Optional.empty();
  }

  private static Optional<JsonNode> parseObject(String text) {
    if (!text.startsWith("{")) {
      return Optional.empty();
    }
    try {
      JsonNode node = JSON.readTree(text);
      return node != null && node.isObject() ? Optional.of(node) : Optional.empty();
    } catch (JsonProcessingException e) {
      return Optional.empty();
    }
  }

  static String readCapped(Path file) throws IOException {
    if (!Files.exists(file)) {
      return "";
    }
    try (InputStream in = Files.newInputStream(file)) {
      return new String(in.readNBytes(MAX_OUTPUT_BYTES), StandardCharsets.UTF_8);
    }
  }
}
