package dev.floe.agent.openai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * Token usage summed over a call's API requests, in SPEC §2's {@code usage.json} names: {@code prompt_tokens} is
 * {@code input_tokens}, {@code prompt_tokens_details.cached_tokens} {@code cached_input_tokens},
 * {@code completion_tokens} {@code output_tokens} (reasoning tokens, where reported, also on their own), and each
 * completed request is a turn.
 */
final class UsageTally {
  private static final ObjectMapper JSON = new ObjectMapper();

  private long input;
  private long cached;
  private long output;
  private long reasoning;
  private boolean anyReasoning;
  private int turns;

  void add(JsonNode usage) {
    turns++;
    input += usage.path("prompt_tokens").asLong(0);
    cached += usage.at("/prompt_tokens_details/cached_tokens").asLong(0);
    output += usage.path("completion_tokens").asLong(0);
    JsonNode r = usage.at("/completion_tokens_details/reasoning_tokens");
    if (r.isNumber()) {
      anyReasoning = true;
      reasoning += r.asLong();
    }
  }

  /** The usage.json object; empty when no request completed. */
  Optional<ObjectNode> json() {
    if (turns == 0) {
      return Optional.empty();
    }
    ObjectNode node = JSON.createObjectNode();
    node.put("input_tokens", input);
    node.put("cached_input_tokens", cached);
    node.put("output_tokens", output);
    if (anyReasoning) {
      node.put("reasoning_tokens", reasoning);
    }
    node.put("turns", turns);
    node.put("tool_calls", 0);
    return Optional.of(node);
  }
}
