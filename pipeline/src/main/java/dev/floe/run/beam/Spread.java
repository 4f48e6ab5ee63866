package dev.floe.run.beam;

import dev.floe.run.RunPlan;
import org.apache.beam.sdk.transforms.Reshuffle;

/**
 * The reshuffle before an expensive stage. On a cluster, random keys spread the runs over every worker (Flink's
 * batch translation groups by the key, so the keys are what spreads them). On one
 * machine they all go to one bucket, so a stage is one bundle whose runs the run slots schedule: the direct runner
 * then needs a single thread, which waits inside the bundle instead of spinning its scheduler on a core that the
 * agents and graders need (see docs/PERFORMANCE.md).
 */
final class Spread {
  private Spread() {}

  static <T> Reshuffle.ViaRandomKey<T> of(RunPlan plan) {
    Reshuffle.ViaRandomKey<T> reshuffle = Reshuffle.viaRandomKey();
    return plan.spreadBuckets() > 0 ? reshuffle.withNumBuckets(plan.spreadBuckets()) : reshuffle;
  }
}
