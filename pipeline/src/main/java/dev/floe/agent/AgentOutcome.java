package dev.floe.agent;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.process.ProcessOutcome;
import java.util.Objects;
import java.util.Optional;

/** How one agent call ended, and the {@code usage.json} it left in its work folder, if any. */
public record AgentOutcome(ProcessOutcome process, Optional<JsonNode> usage) {
  public AgentOutcome {
    Objects.requireNonNull(process, "process");
    Objects.requireNonNull(usage, "usage");
  }
}
