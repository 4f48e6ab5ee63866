package dev.floe.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.benchmark.Benchmark;
import dev.floe.benchmark.BenchmarkRepository;
import dev.floe.benchmark.BenchmarkStatus;
import dev.floe.benchmark.Case;
import dev.floe.benchmark.GraderSpec;
import dev.floe.benchmark.SubBenchmark;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Valid repositories read without a single problem, into the types the pipeline uses. */
class GoodRepositoryTest {

  @Test
  void minimalRepositoryReadsIntoTypes() {
    Validation validation = RepositoryReader.read(Path.of("src/test/resources/validation/good"));
    assertEquals(List.of(), validation.problems());
    BenchmarkRepository repo = validation.repository().orElseThrow();
    assertEquals(List.of("demo-test", "demo-train"), repo.benchmarks().stream().map(Benchmark::id).toList());
    Benchmark test = repo.benchmarks().get(0);
    assertEquals("0.1.0", test.version());
    assertEquals(Instant.parse("2026-10-29T12:00:00Z"), test.lastUpdate());
    assertEquals(BenchmarkStatus.DRAFT, test.status());
    assertEquals("Floe tests", test.author().name());
    Case only = test.cases().get(0);
    assertEquals("CASE-001-first", only.id());
    assertEquals(60.0, only.budget().timeoutSeconds().getAsDouble());
    assertFalse(only.budget().cpus().isPresent(), "an absent budget key means no limit");

    SubBenchmark sub = repo.subBenchmarks().get(0);
    assertEquals("demo", sub.id());
    assertEquals("demo-train", sub.train().orElseThrow().id());
    assertEquals("demo-test", sub.test().id());
  }

  @Test
  void samplesAreValidWithThreePairsAndATestOnlyBenchmark() {
    Validation validation = RepositoryReader.read(Path.of("../samples/benchmarks"));
    assertEquals(List.of(), validation.problems());
    BenchmarkRepository repo = validation.repository().orElseThrow();
    List<SubBenchmark> paired = repo.subBenchmarks().stream().filter(s -> !s.baseOnly()).toList();
    List<SubBenchmark> testOnly = repo.subBenchmarks().stream().filter(SubBenchmark::baseOnly).toList();
    assertEquals(List.of("filing-dates", "invoice-totals", "shipping-labels"),
        paired.stream().map(SubBenchmark::id).toList(), "three train/test sub-benchmarks, GDPevo's shape");
    assertEquals(List.of("word-count"), testOnly.stream().map(SubBenchmark::id).toList(), "one test-only benchmark");
    for (SubBenchmark sub : paired) {
      assertEquals(5, sub.train().orElseThrow().cases().size(), sub.id() + " train cases");
      assertEquals(5, sub.test().cases().size(), sub.id() + " test cases");
      // Every case is machine-graded; shipping labels by a bash command, the others by json-match.
      for (Case c : sub.test().cases()) {
        assertEquals(sub.id().equals("shipping-labels") ? GraderSpec.Kind.COMMAND : GraderSpec.Kind.JSON_MATCH,
            c.grader().orElseThrow().kind(), c.id());
      }
    }
    // Cases are in name order: CASE-001 before CASE-002.
    List<String> ids = paired.get(0).test().cases().stream().map(Case::id).toList();
    assertEquals(ids.stream().sorted().toList(), ids);
  }
}
