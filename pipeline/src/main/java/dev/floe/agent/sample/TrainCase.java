package dev.floe.agent.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/**
 * One train case as an evolve finds it staged: its statement, and, where the mode shows them, its reference answers
 * (fewshot) or the feedback on its last graded answer (reflect rounds).
 */
record TrainCase(Statement statement, Optional<Path> reference, Optional<JsonNode> feedback) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Every case folder of a staged train folder, in name order. */
  static List<TrainCase> readAll(Path trainDir) throws IOException {
    List<Path> folders;
    try (Stream<Path> list = Files.list(trainDir)) {
      folders = list.filter(Files::isDirectory).sorted().toList();
    }
    List<TrainCase> cases = new ArrayList<>();
    for (Path folder : folders) {
      if (!Files.isRegularFile(folder.resolve("statement/README.md"))) {
        continue;
      }
      Statement statement = Statement.read(folder.getFileName().toString(), folder.resolve("statement"));
      Path reference = folder.resolve("reference");
      Path feedback = folder.resolve("feedback.json");
      cases.add(new TrainCase(statement, Files.isDirectory(reference) ? Optional.of(reference) : Optional.empty(),
          Files.isRegularFile(feedback) ? Optional.of(JSON.readTree(feedback.toFile())) : Optional.empty()));
    }
    return cases;
  }

  /** The graded score of the last answer: a failed attempt counts 0; empty without feedback. */
  OptionalDouble score() {
    if (feedback.isEmpty()) {
      return OptionalDouble.empty();
    }
    JsonNode f = feedback.get();
    return OptionalDouble.of("ok".equals(f.path("status").asText()) ? f.path("score").asDouble(0) : 0);
  }
}
