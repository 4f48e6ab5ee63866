package dev.floe.run;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Keeps a second {@code floe run} out of an output folder while one is working in it: two runs would do every
 * attempt twice and race on the records. The OS releases the lock if the process dies, so a crash never leaves a
 * stale lock behind.
 */
public final class OutputLock implements AutoCloseable {
  private final FileChannel channel;
  private final FileLock lock;

  private OutputLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  public static OutputLock acquire(Path out) throws IOException {
    Path file = out.resolve(".floe").resolve("lock");
    Files.createDirectories(file.getParent());
    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
    if (lock == null) {
      channel.close();
      throw new RunRefused(out + ": another floe run is working in this output folder (" + file
          + " is locked); wait for it to finish, or choose another --out");
    }
    channel.truncate(0);
    channel.write(java.nio.ByteBuffer.wrap(
        (ProcessHandle.current().pid() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    return new OutputLock(channel, lock);
  }

  /**
   * The locks of the output folders that hold these evaluation folders ({@code <out>/evaluations/<id>}), for commands
   * that rewrite an evaluation folder ({@code floe summarize}, {@code floe regrade}): refused while a run works there.
   * A folder outside any run's output (an import, a copy) has no lock to take.
   */
  public static AutoCloseable ofEvaluations(List<Path> evaluationFolders) throws IOException {
    Set<Path> outs = new LinkedHashSet<>();
    for (Path folder : evaluationFolders) {
      Path absolute = folder.toAbsolutePath().normalize();
      if (absolute.getParent() != null && absolute.getParent().getParent() != null) {
        outs.add(absolute.getParent().getParent());
      }
    }
    return ofOutputs(outs);
  }

  /** The lock of each of these output folders that has one (made by a floe run), taken in order. */
  public static AutoCloseable ofOutputs(Collection<Path> outs) throws IOException {
    List<OutputLock> held = new ArrayList<>();
    try {
      for (Path out : outs) {
        if (Files.isRegularFile(out.resolve(".floe").resolve("lock"))) {
          held.add(acquire(out));
        }
      }
    } catch (RuntimeException | IOException e) {
      for (OutputLock lock : held) {
        lock.close();
      }
      throw e;
    }
    return () -> {
      for (OutputLock lock : held) {
        lock.close();
      }
    };
  }

  @Override
  public void close() throws IOException {
    lock.release();
    channel.close();
  }
}
