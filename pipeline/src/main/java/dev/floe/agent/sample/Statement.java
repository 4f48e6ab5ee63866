package dev.floe.agent.sample;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A case's statement as the sample agent reads it: the text of {@code statement/README.md} and its parts. */
public record Statement(String caseId, String text) {
  private static final Pattern NUMBERED = Pattern.compile("^\\s*\\d+\\.\\s+(.*)$");

  public Statement {
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(text, "text");
  }

  /** Reads {@code README.md} of a staged statement folder. */
  public static Statement read(String caseId, Path statementDir) throws IOException {
    return new Statement(caseId, Files.readString(statementDir.resolve("README.md"), StandardCharsets.UTF_8));
  }

  public List<String> lines() {
    return text.lines().toList();
  }

  /** The first heading, without its {@code #}. */
  public String heading() {
    return lines().stream().filter(l -> l.startsWith("# ")).map(l -> l.substring(2).trim()).findFirst().orElse("");
  }

  /** The body rows of the Markdown table(s), cells trimmed; header and separator rows left out. */
  public List<List<String>> tableRows() {
    List<List<String>> rows = new ArrayList<>();
    boolean header = true;
    for (String line : lines()) {
      String t = line.trim();
      if (!t.startsWith("|")) {
        header = true;
        continue;
      }
      if (t.matches("\\|[\\s:|-]+\\|")) {
        continue;
      }
      if (header) {
        header = false;
        continue;
      }
      List<String> cells = new ArrayList<>();
      for (String cell : t.substring(1, t.endsWith("|") ? t.length() - 1 : t.length()).split("\\|", -1)) {
        cells.add(cell.trim());
      }
      rows.add(cells);
    }
    return rows;
  }

  /** The items of numbered lists ("1. ..."), in order. */
  public List<String> numberedItems() {
    List<String> items = new ArrayList<>();
    for (String line : lines()) {
      Matcher m = NUMBERED.matcher(line);
      if (m.matches()) {
        items.add(m.group(1).trim());
      }
    }
    return items;
  }

  /** Lines of prose: neither table rows, list items, headings nor blank. */
  public List<String> prose() {
    return lines().stream().map(String::trim)
        .filter(l -> !l.isEmpty() && !l.startsWith("|") && !l.startsWith("#") && !NUMBERED.matcher(l).matches())
        .toList();
  }
}
