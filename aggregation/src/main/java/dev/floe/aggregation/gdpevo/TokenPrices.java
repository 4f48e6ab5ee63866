package dev.floe.aggregation.gdpevo;

/**
 * USD per million tokens. Codex reports store tokens but no cost; GDPevo's board prices them with the
 * standard GPT-5.5 text prices, and so does the importer.
 */
public record TokenPrices(double input, double cachedInput, double output) {
  /** GDPevo's EXPERIMENT_BOARD: input $5.00, cached input $0.50, output $30.00 per 1M tokens. */
  public static final TokenPrices GPT_5_5 = new TokenPrices(5.00, 0.50, 30.00);

  /** The cost of one attempt; Codex's {@code input_tokens} include the cached ones. */
  public double costUsd(double inputTokens, double cachedInputTokens, double outputTokens) {
    return ((inputTokens - cachedInputTokens) * input + cachedInputTokens * cachedInput + outputTokens * output)
        / 1_000_000;
  }
}
