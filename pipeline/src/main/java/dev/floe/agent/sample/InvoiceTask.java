package dev.floe.agent.sample;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An invoice: the net sum of its lines, the amount due (VAT added) and its currency, as {@code answer.json}. */
final class InvoiceTask implements TaskKind {
  static final Convention CURRENCY = new Convention("invoice.currency", "currency of our invoices",
      List.of("USD", "EUR", "GBP"));
  static final Convention VAT = new Convention("invoice.vat", "VAT added to the net sum for the amount due",
      List.of("0%", "7%", "10%", "19%", "20%"));
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final Map<String, Pattern> CURRENCY_WORDS = Map.of(
      "EUR", Pattern.compile("\\beuros?\\b|\\bEUR\\b|€", Pattern.CASE_INSENSITIVE),
      "USD", Pattern.compile("\\bdollars?\\b|\\bUSD\\b|\\$", Pattern.CASE_INSENSITIVE),
      "GBP", Pattern.compile("\\bpounds?\\b|\\bsterling\\b|\\bGBP\\b|£", Pattern.CASE_INSENSITIVE));
  private static final Pattern VAT_RATE = Pattern.compile(
      "(\\d+(?:\\.\\d+)?)\\s*%\\s*VAT|VAT\\s+(?:of|at)\\s+(\\d+(?:\\.\\d+)?)\\s*%", Pattern.CASE_INSENSITIVE);

  @Override
  public String name() {
    return "invoice";
  }

  @Override
  public boolean recognizes(Statement statement) {
    return statement.heading().startsWith("Invoice");
  }

  @Override
  public List<Convention> conventions() {
    return List.of(CURRENCY, VAT);
  }

  @Override
  public Optional<Quote> said(Convention convention, Statement statement) {
    for (String line : statement.prose()) {
      if (convention == CURRENCY) {
        for (Map.Entry<String, Pattern> e : CURRENCY_WORDS.entrySet()) {
          if (e.getValue().matcher(line).find()) {
            return Optional.of(new Quote(e.getKey(), line));
          }
        }
      } else if (convention == VAT) {
        Matcher m = VAT_RATE.matcher(line);
        if (m.find()) {
          String rate = m.group(1) != null ? m.group(1) : m.group(2);
          return Optional.of(new Quote(new BigDecimal(rate).stripTrailingZeros().toPlainString() + "%", line));
        }
      }
    }
    return Optional.empty();
  }

  @Override
  public Answer solve(Statement statement, Map<String, String> values) {
    BigDecimal net = BigDecimal.ZERO;
    int lines = 0;
    for (List<String> row : statement.tableRows()) {
      if (row.size() != 3) {
        continue;
      }
      try {
        net = net.add(new BigDecimal(row.get(1)).multiply(new BigDecimal(row.get(2))));
        lines++;
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("invoice line '" + String.join(" | ", row) + "' has no quantity and price");
      }
    }
    if (lines == 0) {
      throw new IllegalArgumentException("the invoice has no lines (a table of item | quantity | unit price)");
    }
    BigDecimal rate = new BigDecimal(values.get(VAT.key()).replace("%", "")).movePointLeft(2);
    BigDecimal gross = net.multiply(BigDecimal.ONE.add(rate)).setScale(2, RoundingMode.HALF_UP);
    ObjectNode answer = JSON.createObjectNode();
    answer.put("net", net.setScale(2, RoundingMode.HALF_UP));
    answer.put("gross", gross);
    answer.put("currency", values.get(CURRENCY.key()));
    try {
      return new Answer("answer.json", JSON.writeValueAsString(answer) + "\n");
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
