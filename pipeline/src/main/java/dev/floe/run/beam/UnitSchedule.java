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
 * Every unit of a run on one machine, worked on at once on the run threads: all evolves start (as run slots allow)
 * together with the base states' test attempts, and the test attempts of an evolved state start as soon as that
 * state is frozen, not when the last evolve of the run is done. No run thread ever waits for another task, so the
 * bounded pool cannot deadlock. The first failure cancels the rest and is thrown, as a failed bundle.
 */
final class UnitSchedule {
  private final RunPlan plan;
  private final Steps steps;
  private final ExecutorService pool;
  private final Queue<Future<?>> tasks = new ConcurrentLinkedQueue<>();
  private final CompletableFuture<Void> firstFailure = new CompletableFuture<>();

  UnitSchedule(RunPlan plan, Steps steps, ExecutorService pool) {
    this.plan = plan;
    this.steps = steps;
    this.pool = pool;
  }

  /** Runs every unit and returns the results of all their test attempts; evolves go first, as they gate the rest. */
  List<RunResult> run(Iterable<Unit> units) throws Exception {
    List<Unit> ordered = new ArrayList<>();
    units.forEach(ordered::add);
    ordered.sort((a, b) -> Boolean.compare(a.evolve() == null, b.evolve() == null));
    List<CompletableFuture<List<RunResult>>> all = new ArrayList<>();
    for (Unit unit : ordered) {
      CompletableFuture<FrozenState> state = unit.evolve() != null
          ? submit(() -> steps.evolve(unit.evolve())) : CompletableFuture.completedFuture(unit.base());
      CompletableFuture<List<RunResult>> results = state.thenCompose(this::testAttempts);
      results.whenComplete((done, failure) -> {
        if (failure != null) {
          firstFailure.completeExceptionally(failure);
        }
      });
      all.add(results);
    }
    try {
      CompletableFuture.anyOf(CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)), firstFailure).get();
    } catch (ExecutionException e) {
      throw cause(e.getCause());
    } finally {
      firstFailure.complete(null); // later tasks are not started
      tasks.forEach(task -> task.cancel(true));
    }
    List<RunResult> results = new ArrayList<>();
    all.forEach(unit -> results.addAll(unit.join()));
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

  private <T> CompletableFuture<T> submit(Callable<T> work) {
    CompletableFuture<T> result = new CompletableFuture<>();
    if (firstFailure.isDone()) {
      result.cancel(false);
      return result;
    }
    tasks.add(pool.submit(() -> {
      try {
        result.complete(work.call());
      } catch (Throwable failure) {
        result.completeExceptionally(failure);
      }
    }));
    return result;
  }

  private static Exception cause(Throwable failure) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    if (cause instanceof Exception exception) {
      return exception;
    }
    throw (Error) cause;
  }
}
