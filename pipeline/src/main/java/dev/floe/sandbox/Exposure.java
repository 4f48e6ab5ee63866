package dev.floe.sandbox;

import java.io.Serializable;
import java.util.Objects;

/** A path of the host shown inside the sandbox at the same place: the agent's code, a harness's config. */
public record Exposure(String path, boolean writable) implements Serializable {
  public Exposure {
    Objects.requireNonNull(path, "path");
    if (!path.startsWith("/")) {
      throw new IllegalArgumentException("an exposed path is absolute: " + path);
    }
  }
}
