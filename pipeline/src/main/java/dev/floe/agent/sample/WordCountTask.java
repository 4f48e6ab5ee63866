package dev.floe.agent.sample;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Counting the words of a quoted sentence, as {@code answer.json} {@code {"words": n}}; it hides no convention. */
final class WordCountTask implements TaskKind {
  private static final Pattern QUOTED = Pattern.compile("Count the words of:\\s*\"([^\"]*)\"");

  @Override
  public String name() {
    return "words";
  }

  @Override
  public boolean recognizes(Statement statement) {
    return QUOTED.matcher(statement.text()).find();
  }

  @Override
  public List<Convention> conventions() {
    return List.of();
  }

  @Override
  public Optional<Quote> said(Convention convention, Statement statement) {
    return Optional.empty();
  }

  @Override
  public Answer solve(Statement statement, Map<String, String> values) {
    Matcher m = QUOTED.matcher(statement.text());
    if (!m.find()) {
      throw new IllegalArgumentException("no quoted sentence to count");
    }
    String sentence = m.group(1).trim();
    int words = sentence.isEmpty() ? 0 : sentence.split("\\s+").length;
    return new Answer("answer.json", "{\n  \"words\" : " + words + "\n}\n");
  }
}
