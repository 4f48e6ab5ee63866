package dev.floe.aggregation.evaluation;

/** Which benchmark package an evaluation used, pinned by version and a digest of its files. */
public record BenchmarkRef(String id, String version, String sha256) {
  public BenchmarkRef {
    Id.require(id, "benchmark id");
  }
}
