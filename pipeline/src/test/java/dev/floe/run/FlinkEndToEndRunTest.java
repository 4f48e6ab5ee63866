package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The end-to-end job of {@link EndToEndRunTest} on Flink's embedded cluster (every assertion of that test, inherited),
 * and the same job on the DirectRunner beside it: both runners must print the same table and leave the same evaluation
 * folders, file for file, byte for byte ({@code results.json}, answers, states, logs), timestamps and durations aside.
 */
class FlinkEndToEndRunTest extends EndToEndRunTest {
  private static final List<String> TIMES = List.of("started", "finished", "duration_ms", "agent_ms");
  private static final ObjectMapper JSON = new ObjectMapper();
  Path directOut;
  RunFixture.Outcome direct;

  @Override
  List<String> runnerOptions() {
    return List.of("--runner=FlinkRunner", "--flinkMaster=[local]", "--parallelism=2");
  }

  @BeforeAll
  void runOnTheDirectRunnerToo(@TempDir Path temp) throws Exception {
    directOut = temp.resolve("out");
    direct = job(temp, directOut, List.of());
  }

  @Test
  void bothRunnersPrintTheSameTable() {
    assertEquals(0, direct.exitCode(), direct.err());
    assertEquals(table(direct.out()), table(outcome.out()));
  }

  @Test
  void resultsAreByteIdenticalAsideFromDurations() throws Exception {
    for (String sub : List.of("alpha", "beta")) {
      String onDirect = withoutDurations(Files.readString(evaluation(directOut, sub).resolve("results.json")));
      String onFlink = withoutDurations(Files.readString(evaluation(out, sub).resolve("results.json")));
      assertEquals(onDirect, onFlink, sub);
    }
  }

  @Test
  void bothRunnersWriteTheSameFolders() throws Exception {
    for (String sub : List.of("alpha", "beta")) {
      Path onDirect = evaluation(directOut, sub);
      Path onFlink = evaluation(out, sub);
      List<Path> files = relativeFiles(onDirect);
      assertEquals(files, relativeFiles(onFlink), sub);
      for (Path file : files) {
        String a = comparable(onDirect.resolve(file), directOut);
        String b = comparable(onFlink.resolve(file), out);
        String name = file.getFileName().toString();
        if (name.equals("run.json") || name.equals("evolve.json")) {
          assertEquals(withoutTimes(JSON.readTree(a)), withoutTimes(JSON.readTree(b)), sub + "/" + file);
        } else {
          assertEquals(a, b, sub + "/" + file);
        }
      }
    }
  }

  /**
   * A file's bytes (as Latin-1, one char per byte) with what may differ between two runs of one job set aside: the
   * output folder's own path (a grader log names the answer it read), durations and the config's creation time.
   */
  private static String comparable(Path file, Path out) throws Exception {
    String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).replace(out.toString(), "<out>");
    return switch (file.getFileName().toString()) {
      case "results.json" -> withoutDurations(text);
      case "README.md" -> text.replaceAll("(?m)\\| [0-9.]+ \\|$", "| <seconds> |"); // the last column: seconds
      case "evaluation_config.toml" -> text.replaceAll("(?m)^created = .*$", "created = <time>");
      default -> text;
    };
  }

  private static String withoutDurations(String results) {
    return results.replaceAll("\"seconds\" : [0-9.E-]+", "\"seconds\" : <duration>");
  }

  /** The summary table, without the evaluation folders' paths (each runner wrote to its own output folder). */
  private static String table(String stdout) {
    return stdout.substring(0, stdout.indexOf("evaluation folders:"));
  }

  private static List<Path> relativeFiles(Path root) throws Exception {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
    }
  }

  private static JsonNode withoutTimes(JsonNode record) {
    ObjectNode copy = record.deepCopy();
    copy.remove(TIMES);
    return copy;
  }

}
