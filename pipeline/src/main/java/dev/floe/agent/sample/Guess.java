package dev.floe.agent.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The sample agent's seeded choices: a guess for a convention nothing decides, and the order in which graded attempts
 * try alternatives. The same seed gives the same choices, and attempts (which get different seeds) differ.
 */
public final class Guess {
  private Guess() {}

  public static String pick(Convention convention, long seed) {
    return convention.candidates().get(random(seed, convention.key()).nextInt(convention.candidates().size()));
  }

  /** The items in an order drawn from the seed (a Fisher-Yates shuffle). */
  public static <T> List<T> shuffled(List<T> items, long seed, String salt) {
    List<T> out = new ArrayList<>(items);
    SplittableRandom random = random(seed, salt);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T t = out.get(i);
      out.set(i, out.get(j));
      out.set(j, t);
    }
    return out;
  }

  private static SplittableRandom random(long seed, String salt) {
    // String.hashCode is specified, so the stream depends on the seed and the salt only, on every JVM.
    return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + salt.hashCode());
  }
}
