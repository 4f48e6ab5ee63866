package dev.floe.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.benchmark.BenchmarkRepository;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input that cannot live in git as a fixture (names that are not UTF-8, FIFOs, files of hundreds of megabytes) is
 * made here, from a copy of the good fixture; so is the good fixture saved with byte-order marks.
 */
class GeneratedRepositoryTest {
  private static final Path GOOD = Path.of("src/test/resources/validation/good");
  private static final String CASE = "packages/demo-test/CASE-001-first";

  @TempDir Path temp;

  @Test
  void fileNameThatIsNotUtf8IsReported() throws Exception {
    Path repo = copyOfGood();
    // Java cannot name such a file itself; the shell can.
    Process mk = new ProcessBuilder("bash", "-c", "printf x > $'" + CASE + "/statement/caf\\xe9.txt'")
        .directory(repo.toFile()).inheritIO().start();
    assertEquals(0, mk.waitFor());
    Validation validation = RepositoryReader.read(repo);
    assertEquals(1, validation.errorCount(), validation.problems().toString());
    Problem problem = validation.problems().get(0);
    assertTrue(problem.file().startsWith(CASE + "/statement/caf"), problem.file());
    assertEquals("file name is not valid UTF-8", problem.message());
  }

  @Test
  void hugeReadmeIsValidatedWithoutReadingIt() throws Exception {
    Path repo = copyOfGood();
    try (RandomAccessFile file = new RandomAccessFile(repo.resolve(CASE + "/statement/README.md").toFile(), "rw")) {
      file.setLength(200L * 1024 * 1024); // sparse: 200 MB that costs no disk
    }
    long start = System.nanoTime();
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of(), validation.problems());
    assertTrue(validation.ok());
    // Reading 200 MB would take far longer than this generous bound on any machine here.
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "validation did not read the README");
  }

  @Test
  void oversizedConfigIsRefusedWithoutParsing() throws Exception {
    Path repo = copyOfGood();
    Path config = repo.resolve("packages/demo-test/benchmark_config.toml");
    try (RandomAccessFile file = new RandomAccessFile(config.toFile(), "rw")) {
      file.setLength(2L * 1024 * 1024);
    }
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of("packages/demo-test/benchmark_config.toml: error: is 2097152 bytes, too large for a "
        + "config file (at most 1048576 bytes)"), validation.problems().stream().map(p -> p.render("")).toList());
  }

  @Test
  void everyProblemOfOneRepositoryIsListedAtOnce() throws Exception {
    Path repo = copyOfGood();
    Files.writeString(repo.resolve("packages/demo-test/benchmark_config.toml"),
        "id = \"demo-test\"\ntitle = 1\nversion = \"x\"\nstatus = \"draft\"\n");
    Files.delete(repo.resolve(CASE + "/rubric/README.md"));
    Validation validation = RepositoryReader.read(repo);
    List<String> messages = validation.problems().stream().map(Problem::message).toList();
    assertEquals(List.of(
        "is missing",
        "missing required key 'description'",
        "missing required key 'last_update'",
        "missing required table [author]",
        "'title' is a number (1)",
        "'version' is \"x\", not a semantic version"), messages);
  }

  /** The demo benchmark's data folder in {@code repo}, with the README it should have. */
  private static Path demoData(Path repo) throws Exception {
    Path data = Files.createDirectories(repo.resolve("data/demo"));
    Files.writeString(data.resolve("README.md"), "The demo's data.\n");
    return data;
  }

  private static final String SPECIAL = "is not a regular file (a FIFO, device or socket) (files, folders and links to "
      + "them only: copying or reading one of these can block forever)";

  @Test
  void fifoInADataFolderIsAnError() throws Exception {
    Path repo = copyOfGood();
    Path data = demoData(repo);
    mkfifo(data.resolve("pipe"));
    mkfifo(repo.resolve("data/stray"));
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of("data/demo/pipe: error: " + SPECIAL, "data/stray: error: " + SPECIAL), rendered(validation));
    assertTrue(validation.repository().isEmpty(), "floe run refuses the repository");
  }

  @Test
  void aStartupTimeoutOfZeroIsRefusedNotTakenAsTheDefault() throws Exception {
    Path repo = copyOfGood();
    Path data = demoData(repo);
    Files.writeString(data.resolve("environment.toml"), "command = [\"python3\", \"server.py\"]\n"
        + "health = \"/health\"\nstartup_timeout = 0\nport_env = \"TASK_ENV_PORT\"\n");
    assertEquals(List.of("data/demo/environment.toml:3: error: 'startup_timeout' is a number (0) (a number of "
        + "seconds > 0; without the key, 60)"), rendered(RepositoryReader.read(repo)));
  }

  @Test
  void fifoEnvironmentIsAnErrorRatherThanNoEnvironment() throws Exception {
    Path repo = copyOfGood();
    Path data = demoData(repo);
    mkfifo(data.resolve("environment.toml"));
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of("data/demo/environment.toml: error: " + SPECIAL), rendered(validation));
    assertTrue(validation.repository().isEmpty(), "floe run would otherwise run without the environment");
  }

  @Test
  void fifoConfigsAreNotCalledFolders() throws Exception {
    Path repo = copyOfGood();
    mkfifo(repo.resolve("packages/demo-test/benchmark_config.toml"));
    mkfifo(repo.resolve(CASE + "/task_config.toml"));
    assertEquals(List.of(
        CASE + "/task_config.toml: error: is not a regular file (a FIFO, device or socket) (a TOML file)",
        "packages/demo-test/benchmark_config.toml: error: is not a regular file (a FIFO, device or socket) "
            + "(a TOML file)"), rendered(RepositoryReader.read(repo)));
  }

  @Test
  void byteOrderMarkAtTheStartOfATomlFileIsSkipped() throws Exception {
    Path repo = copyOfGood();
    Path data = demoData(repo);
    Files.writeString(data.resolve("environment.toml"),
        "command = [\"python3\", \"server.py\"]\nport_env = \"TASK_ENV_PORT\"\nhealth = \"/health\"\n");
    Files.writeString(repo.resolve(CASE + "/rubric/grader.toml"), "kind = \"judge\"\n");
    for (String file : List.of("packages/demo-test/benchmark_config.toml", CASE + "/task_config.toml",
        CASE + "/rubric/grader.toml", "data/demo/environment.toml")) {
      Path path = repo.resolve(file);
      Files.writeString(path, "\uFEFF" + Files.readString(path)); // what Windows Notepad's "UTF-8 with BOM" writes
    }
    Validation validation = RepositoryReader.read(repo);
    assertEquals(List.of(), rendered(validation));
    BenchmarkRepository read = validation.repository().orElseThrow();
    assertEquals("demo-test", read.benchmarks().get(0).id());
    assertEquals(60.0, read.benchmarks().get(0).cases().get(0).budget().timeoutSeconds().getAsDouble());
    assertTrue(read.benchmarks().get(0).cases().get(0).grader().isPresent(), "grader.toml was read");
    assertEquals("TASK_ENV_PORT", read.environments().get("demo").portEnv());
  }

  private static List<String> rendered(Validation validation) {
    return validation.problems().stream().map(p -> p.render("")).toList();
  }

  /** FIFOs cannot be committed to git, so each test makes its own. */
  private static void mkfifo(Path path) throws Exception {
    Files.deleteIfExists(path);
    Process mk = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
    assertEquals(0, mk.waitFor(), "mkfifo " + path);
  }

  private Path copyOfGood() throws IOException {
    Path repo = temp.resolve("repo");
    try (Stream<Path> files = Files.walk(GOOD)) {
      for (Path source : files.sorted(Comparator.naturalOrder()).toList()) {
        Path target = repo.resolve(GOOD.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target);
        }
      }
    }
    return repo;
  }
}
