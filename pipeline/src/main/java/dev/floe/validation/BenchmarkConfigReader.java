package dev.floe.validation;

import dev.floe.benchmark.Author;
import dev.floe.benchmark.BenchmarkStatus;
import dev.floe.aggregation.evaluation.Id;
import dev.floe.benchmark.SemanticVersion;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads and checks a {@code benchmark_config.toml} against RFC-0001 (SPEC §1). */
final class BenchmarkConfigReader {
  static final String FILE = "benchmark_config.toml";

  private static final Set<String> KNOWN = Set.of(
      "id", "title", "title_zh", "description", "description_zh", "version", "last_update", "status",
      "references", "author");
  private static final Set<String> KNOWN_AUTHOR = Set.of("name", "email", "homepage");
  // ISO 8601 to the second with a zone: 2026-10-29T12:00:00Z or 2026-10-29T20:00:00+08:00.
  private static final Pattern TIMESTAMP =
      Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})");
  private static final String TIMESTAMP_HINT = "ISO 8601 to the second, such as \"2026-10-29T12:00:00Z\"";
  /**
   * What {@link Id#isValid} accepts, said in full: "letters, digits and '-'" alone reads as if CASE--001 or demo-
   * were ids, and a user refused one needs to learn what is wrong with it.
   */
  static final String ID_RULE =
      "letters, digits and '-' only, no '_', and no empty part between dashes or at either end";

  /** What a valid file says; the cases and folder are added by the repository reader. */
  record Fields(
      String title, String description, Optional<String> titleZh, Optional<String> descriptionZh,
      String version, Instant lastUpdate, BenchmarkStatus status, Author author, List<String> references) {}

  private BenchmarkConfigReader() {}

  /** Returns the fields when the file has no errors; every problem is added to {@code doc}'s problems. */
  static Optional<Fields> read(TomlDocument doc, String folderName) {
    int errorsBefore = doc.errorCount();
    Optional<String> id = doc.requiredString(List.of("id"), "\"" + folderName + "\"");
    id.ifPresent(value -> checkId(doc, value, folderName, "benchmark"));
    Optional<String> title = doc.requiredString(List.of("title"), "\"My Benchmark\"");
    Optional<String> titleZh = doc.optionalString(List.of("title_zh"), "\"我的基准\"");
    Optional<String> description = doc.requiredString(List.of("description"), "\"What it evaluates\"");
    Optional<String> descriptionZh = doc.optionalString(List.of("description_zh"), "\"评测内容\"");
    Optional<String> version = doc.requiredString(List.of("version"), "\"0.1.0\"");
    if (version.isPresent() && !SemanticVersion.isValid(version.get())) {
      doc.error(List.of("version"), "'version' is \"" + version.get() + "\", not a semantic version",
          "x.y.z, such as \"0.1.0\"");
      version = Optional.empty();
    }
    Optional<Instant> lastUpdate = lastUpdate(doc);
    Optional<BenchmarkStatus> status = status(doc);
    Optional<List<String>> references = doc.optionalStringArray(List.of("references"), "[\"https://arxiv.org/abs/...\"]");
    Optional<Author> author = author(doc);
    doc.warnUnknownKeys(List.of(), KNOWN, "known keys: " + String.join(", ", sorted(KNOWN)));

    if (doc.errorCount() > errorsBefore) {
      return Optional.empty();
    }
    return Optional.of(new Fields(title.get(), description.get(), titleZh, descriptionZh, version.get(),
        lastUpdate.get(), status.get(), author.get(), references.get()));
  }

  /** The id rules shared by benchmarks and cases: equal to the folder name, and {@link #ID_RULE}. */
  static void checkId(TomlDocument doc, String id, String folderName, String what) {
    if (!Id.isValid(id)) {
      doc.error(List.of("id"), "'id' \"" + id + "\" is not a valid " + what + " id", ID_RULE);
    } else if (!id.equals(folderName)) {
      doc.error(List.of("id"), "'id' \"" + id + "\" does not match its folder name \"" + folderName + "\"",
          "id = \"" + folderName + "\"");
    }
  }

  private static Optional<Instant> lastUpdate(TomlDocument doc) {
    List<String> key = List.of("last_update");
    if (!doc.has(key)) {
      doc.requiredString(key, "\"2026-10-29T12:00:00Z\"");
      return Optional.empty();
    }
    Object value = doc.raw(key);
    if (value instanceof OffsetDateTime odt) {
      // A bare TOML date-time is accepted too, if it keeps to the second.
      if (odt.getNano() != 0) {
        doc.error(key, "'last_update' has fractions of a second", TIMESTAMP_HINT);
        return Optional.empty();
      }
      return Optional.of(odt.toInstant());
    }
    if (value instanceof LocalDateTime) {
      doc.error(key, "'last_update' has no time zone", TIMESTAMP_HINT);
      return Optional.empty();
    }
    if (!(value instanceof String text)) {
      doc.error(key, "'last_update' is " + TomlDocument.describe(value), TIMESTAMP_HINT);
      return Optional.empty();
    }
    if (!TIMESTAMP.matcher(text).matches()) {
      doc.error(key, "'last_update' \"" + text + "\" is not an ISO 8601 timestamp to the second", TIMESTAMP_HINT);
      return Optional.empty();
    }
    try {
      return Optional.of(OffsetDateTime.parse(text).toInstant());
    } catch (DateTimeParseException e) {
      doc.error(key, "'last_update' \"" + text + "\" is not a real date and time", TIMESTAMP_HINT);
      return Optional.empty();
    }
  }

  private static Optional<BenchmarkStatus> status(TomlDocument doc) {
    Optional<String> text = doc.requiredString(List.of("status"), "\"draft\"");
    if (text.isEmpty()) {
      return Optional.empty();
    }
    Optional<BenchmarkStatus> status = BenchmarkStatus.fromToml(text.get());
    if (status.isEmpty()) {
      doc.error(List.of("status"), "'status' is \"" + text.get() + "\"", "\"draft\" or \"published\"");
    }
    return status;
  }

  private static Optional<Author> author(TomlDocument doc) {
    if (doc.requiredTable(List.of("author"), "[author] with name = \"Your Name\"").isEmpty()) {
      return Optional.empty();
    }
    Optional<String> name = doc.requiredString(List.of("author", "name"), "\"Your Name\"");
    Optional<String> email = doc.optionalString(List.of("author", "email"), "\"you@example.com\"");
    Optional<String> homepage = doc.optionalString(List.of("author", "homepage"), "\"https://github.com/you\"");
    doc.warnUnknownKeys(List.of("author"), KNOWN_AUTHOR, "known keys: email, homepage, name");
    return name.map(n -> new Author(n, email, homepage));
  }

  static List<String> sorted(Set<String> keys) {
    return keys.stream().sorted().toList();
  }
}
