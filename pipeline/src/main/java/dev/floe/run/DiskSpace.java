package dev.floe.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps a full disk from being recorded as the agent's failure. An agent whose work folder, or a grader whose
 * scratch, ran out of space fails in ways that look like its own (exit 1, no answer); a failed record is final
 * (a resume keeps it), so while a disk Floe writes to is (nearly) full, the run stops instead, and the resume after
 * the space is freed tries that attempt again.
 */
final class DiskSpace {
  /** Below this much free space a failure may be the disk's doing. */
  static final long LOW_BYTES = 1L << 20;

  private DiskSpace() {}

  /** Throws, naming the file system, when the output or work folder's file system has less than LOW_BYTES free. */
  static void requireRoomToBlame(RunPlan plan, String failed) throws IOException {
    for (String folder : new String[] {plan.out(), plan.workRoot()}) {
      Path existing = Path.of(folder);
      while (existing != null && !Files.exists(existing)) {
        existing = existing.getParent();
      }
      if (existing == null) {
        continue;
      }
      long free = Files.getFileStore(existing).getUsableSpace();
      if (free < LOW_BYTES) {
        throw new IOException("the file system of " + folder + " has " + free + " bytes free: " + failed
            + " failed while it was full, so the failure is not recorded as the agent's (free space and resume to "
            + "try it again)");
      }
    }
  }
}
