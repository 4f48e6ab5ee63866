package dev.floe.agent.sample;

import java.util.List;
import java.util.Optional;

/** The task kinds the sample agent knows: those of {@code samples/benchmarks}. */
public final class TaskFamily {
  /** Every kind, in the order statements are matched against them. */
  public static final List<TaskKind> KINDS =
      List.of(new InvoiceTask(), new FilingDatesTask(), new ShippingLabelTask(), new WordCountTask());

  private TaskFamily() {}

  public static Optional<TaskKind> of(Statement statement) {
    return KINDS.stream().filter(k -> k.recognizes(statement)).findFirst();
  }

  /** What a call says when a statement is not of the family. */
  public static String unknown(Statement statement) {
    return "the statement of " + statement.caseId() + " (\"" + statement.heading() + "\") is not one of the sample "
        + "agent's task kinds (invoice, filing dates, shipping label, word count); the sample agent only solves "
        + "samples/benchmarks";
  }
}
