package dev.floe.run;

import dev.floe.grading.Grader;
import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderPool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.Semaphore;

/**
 * A grader command's place to run, taken only if one runs: a grading slot, then a pooled scratch folder (its rubric
 * copy rewritten in place by a later grade once what its grader may have left running is swept). Taken inside the
 * slot, so the slots bound the pool. Closing gives both back.
 */
final class GradingScratch implements Grader.Scratch, AutoCloseable {
  private final Semaphore slots;
  private final Path root;
  private Path folder;

  GradingScratch(Semaphore slots, Path root) {
    this.slots = slots;
    this.root = root;
  }

  @Override
  public Path take() throws IOException, InterruptedException {
    if (folder != null) {
      return folder;
    }
    slots.acquire();
    try {
      Path taken = FolderPool.take(root, ProcessTree.sweptBefore())
          .orElseGet(() -> root.resolve(UUID.randomUUID().toString()));
      folder = Files.createDirectories(taken);
      return folder;
    } catch (IOException | RuntimeException e) {
      slots.release();
      throw e;
    }
  }

  @Override
  public void close() throws IOException {
    if (folder == null) {
      return;
    }
    try {
      FolderPool.giveBack(folder, Grader.SCRATCH_REWRITTEN);
    } finally {
      folder = null;
      slots.release();
    }
  }
}
