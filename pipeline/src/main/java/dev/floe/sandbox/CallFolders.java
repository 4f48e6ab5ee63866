package dev.floe.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The staged folders of one agent call, which the sandbox shows at their own paths: {@code workDir} (the cwd) and
 * the other folders it may write, and those it may only read (the statement, the train cases, a frozen state).
 */
public record CallFolders(Path workDir, List<Path> writable, List<Path> readOnly) {
  public CallFolders {
    Objects.requireNonNull(workDir, "workDir");
    writable = List.copyOf(writable);
    readOnly = List.copyOf(readOnly);
  }
}
