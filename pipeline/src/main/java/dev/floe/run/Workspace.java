package dev.floe.run;

import dev.floe.process.ProcessTree;
import dev.floe.staging.FolderCopy;
import dev.floe.staging.FolderPool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The folders one agent call sees: {@code work/} (its cwd), and whatever its phase stages beside it, under a root
 * with a random name, so one call cannot guess the folder of another running beside it. An evolve's workspace is
 * made fresh and deleted afterwards. A solve's goes back to a pool for a later solve, handed out again only once
 * whatever its agent left running has been swept ({@link ProcessTree#sweptBefore}): {@code answer/} is new for
 * every call (it moves into the evaluation folder), {@code work/} is emptied, {@code task/} and {@code state/} are
 * rewritten in place ({@code Mirror}), so a run of thousands of short solves does not make and delete a dozen files
 * for each (docs/PERFORMANCE.md).
 */
final class Workspace implements AutoCloseable {
  /**
   * What a solve's next user reuses (task/ and state/ rewritten, work/ emptied); everything else in a solve's workspace
   * goes after each call.
   */
  static final Set<String> REWRITTEN = Set.of("task", "state", "work");

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
    Optional<Path> reused = FolderPool.take(workRoot, ProcessTree.sweptBefore());
    if (reused.isPresent()) {
      try {
        return open(reused.get(), true);
      } catch (IOException e) {
        FolderCopy.delete(reused.get()); // what its last agent left there could not be undone: a new one instead
      }
    }
    return open(workRoot.resolve(UUID.randomUUID().toString()), true);
  }

  private static Workspace open(Path root, boolean pooled) throws IOException {
    Path work = root.resolve("work");
    if (Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      // A pooled workspace: its work/ is emptied again here, after the sweep (a process its last agent left running
      // may have written into it since it was given back), and it and the root get a new folder's access back.
      Set<PosixFilePermission> access = newFolderAccess(root);
      Files.setPosixFilePermissions(root, access);
      FolderCopy.empty(work, access);
    } else {
      Files.createDirectories(work);
    }
    return new Workspace(root, pooled);
  }

  /** The access of a folder Floe makes: the work root's, which Floe made. */
  private static Set<PosixFilePermission> newFolderAccess(Path root) throws IOException {
    return Files.getPosixFilePermissions(root.getParent(), LinkOption.NOFOLLOW_LINKS);
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
      try {
        FolderCopy.empty(root.resolve("work"), newFolderAccess(root)); // what the agent left goes now, not later
      } catch (IOException e) {
        FolderCopy.delete(root); // not reusable as it is: the next solve gets a new one
        return;
      }
      FolderPool.giveBack(root, REWRITTEN);
    } else {
      FolderCopy.delete(root);
    }
  }
}
