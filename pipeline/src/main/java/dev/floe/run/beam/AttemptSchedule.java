package dev.floe.run.beam;

import dev.floe.run.FrozenState;
import dev.floe.run.RunPlan;
import dev.floe.run.RunResult;
import dev.floe.run.SolveTask;
import dev.floe.run.Steps;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Every mode attempt of a run on one machine, worked on at once on the run threads: the evolves are queued first
 * (they gate the rest), the base states' test attempts behind them, and an evolved state's test attempts are queued
 * as soon as that state is frozen (behind the attempts already waiting), not when the last evolve of the run is done.
 * No run thread ever waits for another task, so the bounded pool cannot deadlock. The first failure cancels the rest
 * and is thrown, as a failed bundle.
 */
final class AttemptSchedule {
  private final RunPlan plan;
  private final Steps steps;
  private final ExecutorService pool;
  private final Queue<Future<?>> tasks = new ConcurrentLinkedQueue<>();
  private final CompletableFuture<Void> stopped = new CompletableFuture<>();

  AttemptSchedule(RunPlan plan, Steps steps, ExecutorService pool) {
    this.plan = plan;
    this.steps = steps;
    this.pool = pool;
  }

  /** Runs every mode attempt and returns the results of all their test attempts. */
  List<RunResult> run(Iterable<ModeAttempt> modeAttempts) throws Exception {
    List<ModeAttempt> ordered = new ArrayList<>();
    modeAttempts.forEach(ordered::add);
    ordered.sort((a, b) -> Boolean.compare(a.evolve() == null, b.evolve() == null));
    List<CompletableFuture<List<RunResult>>> all = new ArrayList<>();
    for (ModeAttempt modeAttempt : ordered) {
      CompletableFuture<FrozenState> state = modeAttempt.evolve() != null
          ? submit(() -> steps.evolve(modeAttempt.evolve())) : CompletableFuture.completedFuture(modeAttempt.base());
      CompletableFuture<List<RunResult>> results = state.thenCompose(this::testAttempts);
      results.whenComplete((done, failure) -> {
        if (failure != null) {
          stopped.completeExceptionally(failure);
        }
      });
      all.add(results);
    }
    try {
      CompletableFuture.anyOf(CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)), stopped).get();
    } catch (ExecutionException e) {
      throw cause(e.getCause());
    } finally {
      stopped.complete(null); // no task starts from now on
      tasks.forEach(task -> task.cancel(true));
    }
    List<RunResult> results = new ArrayList<>();
    all.forEach(modeAttempt -> results.addAll(modeAttempt.join()));
    return results;
  }

  private CompletableFuture<List<RunResult>> testAttempts(FrozenState state) {
    List<CompletableFuture<RunResult>> attempts = new ArrayList<>();
    for (SolveTask task : ExpandTestCasesFn.testAttempts(plan, state)) {
      attempts.add(submit(() -> steps.solve(task)));
    }
    return CompletableFuture.allOf(attempts.toArray(CompletableFuture[]::new))
        .thenApply(done -> attempts.stream().map(CompletableFuture::join).toList());
  }

  /**
   * Queues {@code work} on the run threads. Called from run threads too (an evolve that ends queues its state's test
   * attempts), so a task queued while {@link #run} stops the schedule is cancelled here, if the sweep there missed it.
   */
  private <T> CompletableFuture<T> submit(Callable<T> work) {
    CompletableFuture<T> result = new CompletableFuture<>();
    if (stopped.isDone()) {
      result.cancel(false);
      return result;
    }
    Future<?> task = pool.submit(() -> {
      try {
        result.complete(work.call());
      } catch (Throwable failure) {
        result.completeExceptionally(failure);
      }
    });
    tasks.add(task);
    if (stopped.isDone()) {
      task.cancel(true);
    }
    return result;
  }

  private static Exception cause(Throwable failure) {
    Throwable cause =
        failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    if (cause instanceof Exception exception) {
      return exception;
    }
    throw (Error) cause;
  }
}
