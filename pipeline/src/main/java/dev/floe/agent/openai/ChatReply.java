package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/** The model's message of one chat completion, and the {@code usage} object that came with it (empty if none). */
record ChatReply(String content, JsonNode usage) {
  ChatReply {
    Objects.requireNonNull(content, "content");
    Objects.requireNonNull(usage, "usage");
  }
}
