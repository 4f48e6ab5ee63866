package dev.floe.sandbox;

import dev.floe.process.ProcessOutcome;
import dev.floe.process.ProcessRunner;
import dev.floe.process.ProcessSpec;
import dev.floe.process.ProgramPath;
import dev.floe.staging.FolderCopy;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds out, once per run, whether bubblewrap works here: it may be missing, too old, or present and still fail
 * (no user namespaces, an AppArmor policy). The probe runs {@code true} in exactly the sandbox agents would get.
 */
public final class BwrapProbe {
  /** The variable of Floe's environment that names the bwrap program, instead of bwrap on PATH. */
  public static final String PROGRAM_VARIABLE = "FLOE_BWRAP";
  private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?");

  /** A working bwrap and whether it can forbid nested user namespaces; or why there is none. */
  public record Result(Optional<Path> program, boolean disableUserns, Optional<String> failure) {
    public boolean works() {
      return failure.isEmpty();
    }
  }

  private BwrapProbe() {}

  /**
   * @param environment Floe's environment (PATH, and {@value #PROGRAM_VARIABLE} when set)
   * @param scratchRoot a folder for the probe's own scratch, removed afterwards
   */
  public static Result probe(Map<String, String> environment, boolean network, Path scratchRoot)
      throws InterruptedException {
    Optional<Path> program = locate(environment);
    if (program.isEmpty()) {
      String named = environment.get(PROGRAM_VARIABLE);
      return failed(named != null ? PROGRAM_VARIABLE + "=" + named + " is not an executable program"
          : "bwrap is not installed (not found on PATH)");
    }
    Path probeRoot = null;
    try {
      probeRoot = Files.createDirectories(scratchRoot).resolve("probe");
      Path log = Files.createDirectories(probeRoot).resolve("bwrap.log");
      Files.createFile(log);
      ProcessOutcome version = ProcessRunner.run(new ProcessSpec(List.of(program.get().toString(), "--version"),
          probeRoot, Map.of("PATH", environment.getOrDefault("PATH", "/usr/bin:/bin")),
          Optional.of(Duration.ofSeconds(20)), log, Optional.empty()));
      String versionText = Files.readString(log);
      if (!version.succeeded()) {
        return failed(program.get() + " --version failed: " + lastLine(versionText, version));
      }
      boolean disableUserns = atLeast(versionText, 0, 8);
      Path work = Files.createDirectories(probeRoot.resolve("work"));
      Sandbox trial = new Sandbox(Sandbox.Kind.BWRAP, network, program.get().toString(), disableUserns, List.of(),
          List.of(), probeRoot.resolve("scratch").toString());
      Files.writeString(log, "");
      ProcessOutcome outcome;
      try (SandboxedLaunch launch = SandboxedLaunch.prepare(trial, List.of("true"),
          Map.of("PATH", "/usr/bin:/bin"), new CallFolders(work, List.of(work), List.of()), Optional.empty())) {
        outcome = ProcessRunner.run(new ProcessSpec(launch.command(), work, launch.environment(),
            Optional.of(Duration.ofSeconds(20)), log, Optional.empty()));
      }
      if (!outcome.succeeded()) {
        return failed(program.get() + " does not work here: " + lastLine(Files.readString(log), outcome));
      }
      return new Result(program, disableUserns, Optional.empty());
    } catch (IOException e) {
      return failed("the bwrap probe could not run: " + e.getMessage());
    } finally {
      if (probeRoot != null) {
        try {
          FolderCopy.delete(probeRoot);
        } catch (IOException ignored) {
          // the work root, and this with it, is removed at the end of the run
        }
      }
    }
  }

  private static Result failed(String why) {
    return new Result(Optional.empty(), false, Optional.of(why));
  }

  private static Optional<Path> locate(Map<String, String> environment) {
    String named = environment.get(PROGRAM_VARIABLE);
    if (named != null) {
      Path path = Path.of(named);
      return ProgramPath.isProgram(path) ? Optional.of(path.toAbsolutePath()) : Optional.empty();
    }
    return ProgramPath.onPath("bwrap", environment.getOrDefault("PATH", "") + File.pathSeparator + "/usr/bin")
        .findFirst();
  }

  private static boolean atLeast(String versionText, int major, int minor) {
    Matcher m = VERSION.matcher(versionText);
    if (!m.find()) {
      return false;
    }
    int foundMajor = Integer.parseInt(m.group(1));
    int foundMinor = Integer.parseInt(m.group(2));
    return foundMajor > major || foundMajor == major && foundMinor >= minor;
  }

  private static String lastLine(String text, ProcessOutcome outcome) {
    if (outcome.startFailure().isPresent()) {
      return outcome.startFailure().get();
    }
    if (outcome.timedOut()) {
      return "it did not finish within 20 s";
    }
    String[] lines = text.strip().split("\n");
    String last = lines.length == 0 ? "" : lines[lines.length - 1].strip();
    return last.isEmpty() ? "it exited " + outcome.exitCode() : last + " (exit " + outcome.exitCode() + ")";
  }
}
