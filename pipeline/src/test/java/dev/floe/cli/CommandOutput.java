package dev.floe.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** What one run of the command line printed and returned: for tests that check what a user sees. */
record CommandOutput(int exitCode, String out, String err) {

  static CommandOutput run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = FloeCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new CommandOutput(code, out.toString(), err.toString());
  }
}
