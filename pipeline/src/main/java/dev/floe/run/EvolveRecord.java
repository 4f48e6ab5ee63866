package dev.floe.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Failure;
import dev.floe.aggregation.evaluation.Json;
import dev.floe.aggregation.files.FileProblemException;
import dev.floe.aggregation.files.InputFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an {@code evolve.json} for a resume: the fields a resume relies on (status, failure, tries) must be there and
 * right, because a resumed evolve is never run again; anything wrong is named with the file, before any agent runs.
 */
final class EvolveRecord {
  private EvolveRecord() {}

  static JsonNode read(Path file) {
    JsonNode record;
    try {
      record = Json.parse(InputFile.read(file, InputFile.RECORD_LIMIT, file.getParent()));
    } catch (IllegalArgumentException e) {
      throw new FileProblemException(file + ": " + e.getMessage(), e);
    }
    List<String> problems = new ArrayList<>();
    if (!record.isObject()) {
      throw new FileProblemException(file + ": is not a JSON object (an evolve record)");
    }
    String status = record.path("status").asText("");
    if (!status.equals("ok") && !status.equals("failed")) {
      problems.add(file + ": \"status\" is " + record.path("status") + ", not \"ok\" or \"failed\"");
    }
    JsonNode failure = record.path("failure");
    if (status.equals("failed")) {
      try {
        Failure.fromJson(failure.isTextual() ? failure.asText() : String.valueOf(failure));
      } catch (IllegalArgumentException e) {
        problems.add(file + ": \"failure\": " + e.getMessage());
      }
    } else if (status.equals("ok") && !failure.isMissingNode() && !failure.isNull()) {
      problems.add(file + ": \"failure\" is " + failure + " but \"status\" is \"ok\"");
    }
    JsonNode tries = record.path("tries");
    if (!tries.isIntegralNumber() || tries.asInt() < 1) {
      problems.add(file + ": \"tries\" is " + tries + ", not a whole number >= 1");
    }
    if (!problems.isEmpty()) {
      throw new FileProblemException(problems);
    }
    return record;
  }
}
