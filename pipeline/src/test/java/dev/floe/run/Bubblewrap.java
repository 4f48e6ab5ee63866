package dev.floe.run;

import static org.junit.jupiter.api.Assertions.fail;

import dev.floe.sandbox.BwrapProbe;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether the sandbox's tests can run here: bubblewrap must work, with and without network. Where
 * {@code FLOE_REQUIRE_SANDBOX=1} (CI, which installs bubblewrap), a bwrap that does not work fails the test; elsewhere
 * the test is skipped with the reason, never passed.
 */
final class Bubblewrap {
  static final String REQUIRE = "FLOE_REQUIRE_SANDBOX";

  private Bubblewrap() {}

  static void require(Path scratch) throws InterruptedException {
    for (boolean network : List.of(true, false)) {
      BwrapProbe.Result probe = BwrapProbe.probe(System.getenv(), network, scratch.resolve("bwrap-probe"));
      if (!probe.works()) {
        String why = "bubblewrap does not work here" + (network ? "" : " without network") + ": "
            + probe.failure().orElseThrow();
        if ("1".equals(System.getenv(REQUIRE))) {
          fail(REQUIRE + "=1, and " + why);
        }
        Assumptions.abort(why + " (set " + REQUIRE + "=1 to make this a failure)");
      }
    }
  }

  /** A stand-in for bwrap that exists and fails the way bwrap fails without user namespaces. */
  static Map<String, String> brokenBwrap(Path folder) throws java.io.IOException {
    Path fake = folder.resolve("bwrap");
    java.nio.file.Files.writeString(fake, """
        #!/bin/sh
        if [ "$1" = --version ]; then echo "bubblewrap 0.8.0"; exit 0; fi
        echo "bwrap: setting up uid map: Permission denied" >&2
        exit 1
        """);
    fake.toFile().setExecutable(true);
    return Map.of(BwrapProbe.PROGRAM_VARIABLE, fake.toString());
  }
}
