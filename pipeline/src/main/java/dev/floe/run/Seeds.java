package dev.floe.run;

import java.nio.charset.StandardCharsets;

/**
 * The {@code FLOE_SEED} of an attempt: derived from {@code --seed}, the sub-benchmark, the mode and the attempt, so
 * that a rerun gives every attempt the same seed and different attempts different seeds.
 */
public final class Seeds {
  private Seeds() {}

  public static long of(long base, String subBenchmark, String mode, int attempt) {
    long h = base ^ 0x9E3779B97F4A7C15L;
    for (byte b : (subBenchmark + "/" + mode + "/" + attempt).getBytes(StandardCharsets.UTF_8)) {
      h = (h ^ b) * 0x100000001B3L; // FNV-1a over the key, started from the base seed
    }
    // Non-negative, and small enough for any agent's integer parser.
    return (h >>> 1) % 2_147_483_647L;
  }
}
