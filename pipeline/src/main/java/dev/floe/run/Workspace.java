package dev.floe.run;

import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderCopy;
import dev.floe.staging.FolderPool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.UUID;

/**
 * The folders one agent call sees: {@code work/} (its cwd), and whatever its phase stages beside it, under a root
 * with a random name, so one call cannot guess the folder of another running beside it. An evolve's workspace is
 * made fresh and deleted afterwards. A solve's goes back to a pool for a later solve, handed out again only once
 * whatever its agent left running has been swept ({@link ProcessTree#sweptBefore}): {@code work/} and
 * {@code answer/} are new for every call, {@code task/} and {@code state/} are rewritten in place ({@code Mirror}),
 * so a run of thousands of short solves does not make and delete a dozen files for each (docs/PERFORMANCE.md).
 */
final class Workspace implements AutoCloseable {
  /** What a solve's next user rewrites in place; everything else in a solve's workspace goes after each call. */
  static final Set<String> REWRITTEN = Set.of("task", "state");

  private final Path root;
  private final boolean pooled;

  private Workspace(Path root, boolean pooled) {
    this.root = root;
    this.pooled = pooled;
  }

  /** A new workspace, deleted when closed. */
  static Workspace create(Path workRoot) throws IOException {
    Files.createDirectories(workRoot);
    return open(workRoot.resolve(UUID.randomUUID().toString()), false);
  }

  /** A solve's workspace: one a finished solve gave back, or a new one; given back when closed. */
  static Workspace forSolve(Path workRoot) throws IOException {
    Files.createDirectories(workRoot);
    return open(FolderPool.take(workRoot, ProcessTree.sweptBefore())
        .orElseGet(() -> workRoot.resolve(UUID.randomUUID().toString())), true);
  }

  private static Workspace open(Path root, boolean pooled) throws IOException {
    Files.createDirectories(root.resolve("work"));
    return new Workspace(root, pooled);
  }

  Path root() {
    return root;
  }

  Path work() {
    return root.resolve("work");
  }

  Path folder(String name) throws IOException {
    return Files.createDirectories(root.resolve(name));
  }

  @Override
  public void close() throws IOException {
    if (pooled) {
      FolderPool.giveBack(root, REWRITTEN);
    } else {
      FolderCopy.delete(root);
    }
  }
}
