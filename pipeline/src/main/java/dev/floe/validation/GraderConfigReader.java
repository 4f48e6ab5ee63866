package dev.floe.validation;

import dev.floe.benchmark.GraderSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.tomlj.TomlArray;

/** Reads and checks a case's optional {@code rubric/grader.toml} (SPEC §1.1), a Floe extension of RFC-0001. */
final class GraderConfigReader {
  private static final Set<String> KNOWN = Set.of("kind", "command", "answer", "timeout", "reference", "tolerance");
  private static final String KINDS = "\"command\", \"json-match\" or \"judge\"";

  private GraderConfigReader() {}

  static Optional<GraderSpec> read(TomlDocument doc, java.nio.file.Path rubric) {
    int errorsBefore = doc.errorCount();
    Optional<GraderSpec.Kind> kind = doc.requiredString(List.of("kind"), "\"command\"").flatMap(text -> {
      Optional<GraderSpec.Kind> k = GraderSpec.Kind.fromToml(text);
      if (k.isEmpty()) {
        doc.error(List.of("kind"), "'kind' is \"" + text + "\"", KINDS);
      }
      return k;
    });
    boolean judge = kind.isPresent() && kind.get() == GraderSpec.Kind.JUDGE;
    if (judge) {
      // A judge is configured where it runs (floe run --judge-config): grader.toml only says the case needs one.
      for (String key : List.of("command", "reference", "tolerance", "timeout")) {
        if (doc.has(List.of(key))) {
          doc.warning(List.of(key), "'" + key + "' is not used by a judge grader (the judge and its time limit come "
              + "from floe run --judge-config)", "kind = \"judge\" with an optional 'answer'");
        }
      }
    }
    List<String> command = judge ? List.of() : command(doc);
    CommandPaths.check(doc, command, "rubric/");
    String answer = doc.optionalString(List.of("answer"), "\"answer.json\"")
        .orElse(judge ? "" : GraderSpec.DEFAULT_ANSWER);
    if (answer.isEmpty() && !judge && doc.has(List.of("answer"))) {
      doc.error(List.of("answer"), "'answer' is empty", "the file of the answer folder that is graded, such as "
          + "\"answer.json\" (only a judge reads the whole folder)");
    } else if (answer.startsWith("/") || List.of(answer.split("/")).contains("..")) {
      doc.error(List.of("answer"), "'answer' \"" + answer + "\" leaves the answer folder",
          "a path inside the answer folder, such as \"answer.json\"");
    }
    OptionalDouble timeout = doc.optionalNonNegativeNumber(List.of("timeout"), "seconds");
    if (timeout.isPresent() && timeout.getAsDouble() == 0) {
      doc.error(List.of("timeout"), "'timeout' is 0", "a number of seconds > 0");
    }
    Optional<String> reference = judge ? Optional.empty()
        : doc.optionalString(List.of("reference"), "\"reference/answer.json\"");
    reference.ifPresent(ref -> {
      if (ref.startsWith("/") || List.of(ref.split("/")).contains("..")) {
        doc.error(List.of("reference"), "'reference' \"" + ref + "\" leaves rubric/",
            "a path inside rubric/, such as \"reference/answer.json\"");
      } else if (!java.nio.file.Files.isRegularFile(rubric.resolve(ref))) {
        doc.error(List.of("reference"), "'reference' file rubric/" + ref + " does not exist",
            "the path of the reference answer inside rubric/");
      }
    });
    OptionalDouble tolerance = doc.optionalNonNegativeNumber(List.of("tolerance"), "absolute difference");
    doc.warnUnknownKeys(List.of(), KNOWN, "known keys: answer, command, kind, reference, timeout, tolerance");
    if (kind.isPresent() && kind.get() == GraderSpec.Kind.COMMAND && command.isEmpty() && !doc.has(List.of("command"))) {
      doc.error(List.of("kind"), "a command grader has no 'command'",
          "command = [\"bash\", \"eval/eval.sh\", \"{answer}\"]");
    }
    if (kind.isPresent() && kind.get() == GraderSpec.Kind.JSON_MATCH && reference.isEmpty()
        && !doc.has(List.of("reference"))) {
      doc.error(List.of("kind"), "a json-match grader has no 'reference'", "reference = \"reference/answer.json\"");
    }
    if (doc.errorCount() > errorsBefore) {
      return Optional.empty();
    }
    return Optional.of(new GraderSpec(kind.get(), command, answer,
        judge ? GraderSpec.DEFAULT_TIMEOUT_SECONDS : timeout.orElse(GraderSpec.DEFAULT_TIMEOUT_SECONDS), reference,
        judge ? 0 : tolerance.orElse(0)));
  }

  private static List<String> command(TomlDocument doc) {
    List<String> key = List.of("command");
    if (!doc.has(key)) {
      return List.of();
    }
    Object raw = doc.raw(key);
    List<String> out = new ArrayList<>();
    if (raw instanceof TomlArray array && !array.isEmpty()) {
      for (int i = 0; i < array.size(); i++) {
        if (!(array.get(i) instanceof String s)) {
          doc.error(key, "'command' element " + (i + 1) + " is " + TomlDocument.describe(array.get(i)),
              "an array of strings, such as [\"bash\", \"eval/eval.sh\", \"{answer}\"]");
          return List.of();
        }
        out.add(s);
      }
      return out;
    }
    doc.error(key, "'command' is " + (raw instanceof TomlArray ? "an empty array" : TomlDocument.describe(raw)),
        "an array of strings, such as [\"bash\", \"eval/eval.sh\", \"{answer}\"]");
    return List.of();
  }
}
