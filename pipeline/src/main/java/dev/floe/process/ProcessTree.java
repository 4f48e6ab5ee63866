package dev.floe.process;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * A started process and every process it starts, found by a marker variable ({@value #MARKER}) that each of them
 * inherits: the descendants still attached to the tree, and also those re-parented to init after their parent
 * exited, which no parent-child walk finds any more.
 *
 * <p>Why a marker and not {@code setsid}: a session of its own would let one {@code kill -- -pgid} reach the group,
 * but it costs an extra program start per process (and a {@code kill} process to use it), which doubled the cost of
 * every agent and grader run on machines where starting a process is slow. Reading the marker costs nothing until a
 * tree is killed. A process that clears its environment on purpose escapes the marker; the sandbox (its own PID
 * namespace) does not let it.
 */
public final class ProcessTree {
  /** The variable every process of a tree inherits; its value names the tree. */
  public static final String MARKER = "FLOE_PROCESS_TREE";

  /** Trees whose first process is still running: a signal that stops Floe stops them too. */
  private static final Set<ProcessTree> LIVE = ConcurrentHashMap.newKeySet();
  private static volatile boolean stopping;

  static {
    // SIGTERM or Ctrl-C: the JVM runs its shutdown hooks, and agents must not run on, unwatched, after Floe is gone.
    // (SIGKILL runs no hook: the next run on the same output stops what the killed one left, see Orphans.)
    Runtime.getRuntime().addShutdownHook(new Thread(ProcessTree::stopAll, "floe-processes-stop"));
  }

  private final Process process;
  private final String id;

  private ProcessTree(Process process, String id) {
    this.process = process;
    this.id = id;
  }

  /** Starts {@code builder}'s command with the marker added to the environment it was given. */
  public static ProcessTree start(ProcessBuilder builder) throws IOException {
    if (stopping) {
      throw new IOException("Floe is stopping");
    }
    String id = UUID.randomUUID().toString();
    builder.environment().put(MARKER, id);
    ProcessTree tree = new ProcessTree(builder.start(), id);
    LIVE.add(tree);
    return tree;
  }

  private static void stopAll() {
    stopping = true;
    Set<String> ids = new HashSet<>();
    for (ProcessTree tree : LIVE) {
      tree.process.descendants().forEach(ProcessHandle::destroyForcibly);
      tree.process.destroyForcibly();
      ids.add(tree.id);
    }
    Strays.killAll(ids);
  }

  /**
   * Called before a failure is recorded. Once a signal has Floe stopping, a failure is most likely Floe's own doing (it
   * killed the agent or the grader, or refused to start the next try), and a recorded failure would be kept by the
   * resume instead of redone. So the calling thread waits here for the JVM to halt, and the attempt stays unrecorded.
   */
  public static void holdIfStopping() throws InterruptedException {
    if (stopping) {
      new CountDownLatch(1).await();
    }
  }

  public Process process() {
    return process;
  }

  /** Kills the process and everything it started, now; returns once the process itself is gone. */
  public void kill() throws InterruptedException {
    List<ProcessHandle> attached = process.descendants().toList();
    process.destroyForcibly();
    attached.forEach(ProcessHandle::destroyForcibly);
    Strays.killMarked(id);
    process.waitFor();
    LIVE.remove(this);
  }

  /**
   * After the process ended by itself: whatever it left running (a server started in the background, a forgotten
   * child) holds files and cores, and goes at the next sweep, a few seconds later at most.
   */
  public void sweepLater() {
    LIVE.remove(this);
    Strays.sweepLater(id);
  }

  /**
   * A moment ({@link System#nanoTime}) before which every tree that ended has been swept: a folder its processes
   * could write into is safe to hand to someone else once it was given up before this moment. Advances every few
   * seconds.
   */
  public static long sweptBefore() {
    return Strays.lastSweepStart();
  }

  /** Sweeps now what every ended tree left running: at the end of a run, so nothing outlives it. */
  public static void sweepLeftovers() {
    Strays.sweep();
  }
}
