package dev.floe.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Collects the problems of one file or folder as they are found; reading goes on after a problem. */
final class Problems {
  private final List<Problem> found = new ArrayList<>();

  void error(String file, int line, int column, String message, String expected) {
    found.add(new Problem(Severity.ERROR, file, line, column, message, Optional.ofNullable(expected)));
  }

  void error(String file, String message, String expected) {
    error(file, 0, 0, message, expected);
  }

  void warning(String file, int line, int column, String message, String expected) {
    found.add(new Problem(Severity.WARNING, file, line, column, message, Optional.ofNullable(expected)));
  }

  void warning(String file, String message, String expected) {
    warning(file, 0, 0, message, expected);
  }

  void addAll(List<Problem> problems) {
    found.addAll(problems);
  }

  boolean hasErrors() {
    return found.stream().anyMatch(Problem::isError);
  }

  int errorCount() {
    return (int) found.stream().filter(Problem::isError).count();
  }

  List<Problem> list() {
    return List.copyOf(found);
  }
}
