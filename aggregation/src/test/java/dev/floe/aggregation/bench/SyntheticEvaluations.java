package dev.floe.aggregation.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Random;

/**
 * Writes synthetic evaluation folders for the leaderboard benchmark (docs/PERFORMANCE.md): agents ×
 * sub-benchmarks folders, each with GDPevo's 4 modes × 5 cases × 3 attempts as run.json files and a
 * results.json. JDK only, so it runs without a build:
 *
 * <pre>java aggregation/src/test/java/dev/floe/aggregation/bench/SyntheticEvaluations.java OUT 10000 [--no-runs]</pre>
 *
 * Seeded, so every machine gets the same folders. Plain writes, not Floe's atomic ones: this is test
 * data, and half a million fsyncs would measure the disk, not Floe.
 */
public final class SyntheticEvaluations {
  static final String[] MODES = {"base", "fewshot", "self", "reflect-3"};
  static final int CASES = 5;
  static final int ATTEMPTS = 3;

  private SyntheticEvaluations() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: SyntheticEvaluations <out-dir> <count> [--no-runs]");
      System.exit(2);
    }
    Path out = Paths.get(args[0]);
    int count = Integer.parseInt(args[1]);
    boolean runs = !(args.length > 2 && args[2].equals("--no-runs"));
    long start = System.nanoTime();
    write(out, count, runs);
    System.err.printf(Locale.ROOT, "wrote %d evaluation folders to %s in %.1f s%n", count, out,
        (System.nanoTime() - start) / 1e9);
  }

  /** {@code count} folders: 100 sub-benchmarks per agent (fewer agents when count is small). */
  public static void write(Path out, int count, boolean runs) throws IOException {
    int subs = Math.min(100, count);
    Random random = new Random(20261130L);
    for (int i = 0; i < count; i++) {
      String agent = "agent-" + (i / subs);
      String sub = String.format(Locale.ROOT, "sub-%03d", i % subs);
      String id = agent + "-" + sub;
      Path dir = out.resolve(id);
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("evaluation_config.toml"), config(id, agent, sub));
      StringBuilder modes = new StringBuilder();
      for (String mode : MODES) {
        StringBuilder cases = new StringBuilder();
        double accSum = 0;
        double stdSum = 0;
        for (int c = 1; c <= CASES; c++) {
          String caseId = String.format(Locale.ROOT, "CASE-%03d-task", c);
          double[] scores = new double[ATTEMPTS];
          for (int a = 0; a < ATTEMPTS; a++) {
            scores[a] = random.nextInt(17) / 16.0;
            if (runs) {
              Path attempt = dir.resolve("runs").resolve(mode).resolve(caseId)
                  .resolve(String.format(Locale.ROOT, "attempt-%02d", a + 1));
              Files.createDirectories(attempt);
              Files.writeString(attempt.resolve("run.json"), run(id, mode, caseId, a + 1, scores[a]));
            }
          }
          double acc = (scores[0] + scores[1] + scores[2]) / 3;
          double var = 0;
          for (double s : scores) {
            var += (s - acc) * (s - acc);
          }
          double std = Math.sqrt(var / 3);
          accSum += acc;
          stdSum += std;
          cases.append(c == 1 ? "" : ",\n").append(String.format(Locale.ROOT,
              "        \"%s\": {\"scores\": [%s, %s, %s], \"acc\": %s, \"std\": %s, \"complete\": true,"
                  + " \"efficiency\": {\"rounds\": 10, \"tool_calls\": 20, \"cost_usd\": 0.5}}",
              caseId, scores[0], scores[1], scores[2], acc, std));
        }
        modes.append(modes.length() == 0 ? "" : ",\n").append(String.format(Locale.ROOT,
            "    \"%s\": {\"acc\": %s, \"std\": %s, \"complete\": true,\n"
                + "      \"efficiency\": {\"rounds\": 10, \"tool_calls\": 20, \"cost_usd\": 0.5},\n"
                + "      \"cases\": {\n%s\n      }}",
            mode, Math.min(1, accSum / CASES), stdSum / CASES, cases));
      }
      Files.writeString(dir.resolve("results.json"), String.format(Locale.ROOT,
          "{\n  \"evaluation\": \"%s\",\n  \"sub_benchmark\": \"%s\",\n"
              + "  \"agent\": {\"name\": \"%s\", \"model\": \"model-x\", \"thinking_level\": \"high\"},\n"
              + "  \"complete\": true,\n  \"modes\": {\n%s\n  }\n}\n", id, sub, agent, modes));
    }
  }

  private static String config(String id, String agent, String sub) {
    return "id = \"" + id + "\"\nsub_benchmark = \"" + sub + "\"\ntrain_benchmark = \"" + sub + "-train\"\n"
        + "test_benchmark = \"" + sub + "-test\"\ncreated = 2026-11-30T00:00:00Z\n\n[agent]\nname = \"" + agent
        + "\"\nmodel = \"model-x\"\nthinking_level = \"high\"\n\n[protocol]\n"
        + "modes = [\"base\", \"fewshot\", \"self\", \"reflect-3\"]\nattempts = 3\nmax_tries = 3\nseed = 1\n";
  }

  private static String run(String id, String mode, String caseId, int attempt, double score) {
    return String.format(Locale.ROOT, "{\n  \"evaluation\": \"%s\",\n  \"mode\": \"%s\",\n  \"case\": \"%s\",\n"
        + "  \"attempt\": %d,\n  \"status\": \"ok\",\n  \"score\": %s,\n  \"failure\": null,\n  \"tries\": 1,\n"
        + "  \"started\": \"2026-11-30T00:00:00Z\",\n  \"finished\": \"2026-11-30T00:01:00Z\",\n"
        + "  \"duration_ms\": 60000,\n  \"usage\": {\"cost_usd\": 0.5, \"turns\": 10, \"tool_calls\": 20}\n}\n",
        id, mode, caseId, attempt, score);
  }
}
