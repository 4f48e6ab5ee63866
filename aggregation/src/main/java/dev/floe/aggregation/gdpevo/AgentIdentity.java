package dev.floe.aggregation.gdpevo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.floe.aggregation.evaluation.Agent;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who a GDPevo report measured: harness, model and thinking level, from the report's
 * {@code model_config}, else the run's {@code config.yaml}, else the report's {@code model} text
 * ("gpt-5.5, xhigh", "Claude Opus 4.6 (high)").
 */
final class AgentIdentity {
  private static final Pattern COMMA = Pattern.compile("(.+?),\\s*([^,]+)");
  private static final Pattern PARENS = Pattern.compile("(.+?)\\s*\\(([^()]+)\\)");

  private AgentIdentity() {}

  static Agent of(GdpevoReport report, JsonNode runConfig) {
    String harness = firstText(report.harness(), field(runConfig, "harness"));
    if (harness == null) {
      throw new IllegalArgumentException("harness: missing (neither the report nor the run's config.yaml names it)");
    }
    String model = null;
    String thinking = null;
    JsonNode mc = report.modelConfig();
    if (mc != null && mc.isObject()) {
      model = field(mc, "model");
      thinking = firstText(field(mc, "reasoning_effort"), field(mc, "thinking_level"), field(mc, "effort"));
    }
    if (model == null) {
      model = field(runConfig, "model");
      thinking = firstText(thinking, field(runConfig, "reasoning_effort"), field(runConfig, "thinking_level"));
    }
    if (model == null && report.model() != null) {
      String text = report.model().trim();
      Matcher comma = COMMA.matcher(text);
      Matcher parens = PARENS.matcher(text);
      if (comma.matches()) {
        model = comma.group(1).trim();
        thinking = firstText(thinking, comma.group(2).trim());
      } else if (parens.matches()) {
        model = parens.group(1).trim();
        thinking = firstText(thinking, parens.group(2).trim());
      } else {
        model = text;
      }
    }
    if (model == null) {
      throw new IllegalArgumentException("model: missing (neither the report nor the run's config.yaml names it)");
    }
    return new Agent(harness, model, thinking);
  }

  private static String field(JsonNode node, String name) {
    if (node == null || !node.isObject()) {
      return null;
    }
    JsonNode value = node.get(name);
    return value == null || value.isNull() || value.isContainerNode() ? null : value.asText();
  }

  private static String firstText(String... values) {
    for (String v : values) {
      if (v != null && !v.isBlank()) {
        return v;
      }
    }
    return null;
  }
}
