package dev.floe.agent.sample;

import java.util.Objects;

/** One answer file the sample agent writes: its name in the answer folder and its text. */
public record Answer(String fileName, String content) {
  public Answer {
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(content, "content");
    if (fileName.contains("/") || fileName.startsWith(".")) {
      throw new IllegalArgumentException("an answer file is a plain name, not " + fileName);
    }
  }
}
