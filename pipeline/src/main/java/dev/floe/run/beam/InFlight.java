package dev.floe.run.beam;

import dev.floe.run.RunThreads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/**
 * The elements of one bundle being worked on at once. Agent runs wait on the network or on a child process, not on
 * a core, so a bundle's runs go to the plan's pool of run threads ({@link RunThreads}) and are collected when the
 * bundle finishes; how many processes run at once is bounded by the run slots, not by the runner's threads.
 */
final class InFlight<O> {
  private record Pending<O>(Future<O> result, Instant timestamp, BoundedWindow window) {}

  private final ExecutorService pool;
  private final List<Pending<O>> pending = new ArrayList<>();

  InFlight(ExecutorService pool) {
    this.pool = pool;
  }

  void submit(Callable<O> work, Instant timestamp, BoundedWindow window) {
    pending.add(new Pending<>(pool.submit(work), timestamp, window));
  }

  /** Waits for every element of the bundle and outputs the results; a failure fails the bundle. */
  void drain(DoFn<?, O>.FinishBundleContext context) throws Exception {
    try {
      for (Pending<O> p : pending) {
        try {
          context.output(p.result().get(), p.timestamp(), p.window());
        } catch (ExecutionException e) {
          throw e.getCause() instanceof Exception cause ? cause : e;
        }
      }
    } finally {
      pending.forEach(p -> p.result().cancel(true));
      pending.clear();
    }
  }
}
