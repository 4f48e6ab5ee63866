package dev.floe.run;

import dev.floe.staging.FolderCopy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

/**
 * The folders one agent call sees, made fresh under the work root and deleted afterwards: {@code work/} (its cwd),
 * and whatever its phase stages beside it. A random name, so one call cannot guess another's folder.
 */
final class Workspace implements AutoCloseable {
  private final Path root;

  private Workspace(Path root) {
    this.root = root;
  }

  static Workspace create(Path workRoot) throws IOException {
    Files.createDirectories(workRoot);
    Path root = workRoot.resolve(UUID.randomUUID().toString());
    Files.createDirectories(root.resolve("work"));
    return new Workspace(root);
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
    FolderCopy.delete(root);
  }
}
