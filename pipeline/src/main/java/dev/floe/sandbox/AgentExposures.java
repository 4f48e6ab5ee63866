package dev.floe.sandbox;

import dev.floe.process.ProgramPath;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What of the host a command agent needs to see besides the system folders, and whether it will find its program
 * there: the folder of every file its command names (its code), and the paths its config's {@code [sandbox]} table
 * lists. Nothing that holds, or lies inside, the benchmark repository, the output folder or the work root is shown;
 * the agent's own file is then shown alone, and a listed path is refused. Checked before the run starts, so that an
 * agent that could not start in the sandbox is found before hours of runs, not after.
 */
public final class AgentExposures {
  /** The exposures, and every problem found (each a full line naming the config file). */
  public record Result(List<Exposure> exposures, List<String> problems) {}

  private final Map<String, Path> hidden;
  private final String configFile;
  private final List<Exposure> exposures = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();

  private AgentExposures(Map<String, Path> hidden, String configFile) {
    this.hidden = hidden;
    this.configFile = configFile;
  }

  /**
   * @param command the agent's command, paths already absolute (as the config reader makes them)
   * @param readOnly the config's {@code sandbox.read_only}, absolute
   * @param writable the config's {@code sandbox.writable}, absolute
   * @param path the caller's PATH, which the agent inherits
   * @param hidden what must stay invisible, by what it is ("the benchmark repository" to its path)
   */
  public static Result of(List<String> command, List<String> readOnly, List<String> writable, String path,
      Map<String, Path> hidden, String configFile) {
    AgentExposures found = new AgentExposures(realPaths(hidden), configFile);
    found.listed(readOnly, false);
    found.listed(writable, true);
    found.code(command);
    found.checkProgram(command.get(0), path);
    return new Result(List.copyOf(found.exposures), List.copyOf(found.problems));
  }

  private void listed(List<String> paths, boolean writable) {
    String key = writable ? "sandbox.writable" : "sandbox.read_only";
    for (String listed : paths) {
      Path real;
      try {
        real = Path.of(listed).toRealPath();
      } catch (IOException e) {
        problems.add(configFile + ": " + key + ": " + listed + " does not exist");
        continue;
      }
      Optional<String> overlap = overlap(real);
      if (overlap.isPresent()) {
        problems.add(configFile + ": " + key + ": " + listed + " " + overlap.get()
            + "; the sandbox never shows it to an agent");
      } else {
        add(new Exposure(Path.of(listed).normalize().toString(), writable));
        if (!real.toString().equals(Path.of(listed).normalize().toString())) {
          add(new Exposure(real.toString(), writable)); // a link's target must be there too for the link to work
        }
      }
    }
  }

  /** Every absolute path of the command: its folder (the agent's code and what sits beside it), or itself alone. */
  private void code(List<String> command) {
    for (String word : command) {
      if (!word.startsWith("/") || !Files.exists(Path.of(word))) {
        continue;
      }
      Path given = Path.of(word).normalize();
      Path real;
      try {
        real = given.toRealPath();
      } catch (IOException e) {
        continue;
      }
      if (SystemView.get().shows(real)) {
        continue;
      }
      if (Files.isDirectory(real)) {
        Optional<String> overlap = overlap(real);
        if (overlap.isPresent()) {
          problems.add(configFile + ": command: " + word + " " + overlap.get()
              + "; the sandbox never shows it to an agent");
        } else {
          add(new Exposure(given.toString(), false));
          add(new Exposure(real.toString(), false));
        }
        continue;
      }
      exposeFile(word, new LinkedHashSet<>(List.of(given, real)));
    }
  }

  private void exposeFile(String word, Set<Path> paths) {
    for (Path file : paths) {
      Optional<String> inside = overlap(file);
      if (inside.isPresent()) {
        problems.add(configFile + ": command: " + word + " " + inside.get()
            + "; the sandbox never shows it to an agent");
        return;
      }
    }
    for (Path file : paths) {
      // A folder that holds the repository or the output is not shown whole: the file alone is.
      Path folder = file.getParent();
      add(new Exposure(overlap(folder).isPresent() ? file.toString() : folder.toString(), false));
    }
  }

  /** The program the sandbox will run, and the interpreter its first line names, must be there inside. */
  private void checkProgram(String program, String path) {
    Optional<Path> inside = program.contains("/") ? Optional.of(Path.of(program)).filter(Files::isRegularFile)
        : onPath(program, path, true);
    if (inside.isEmpty()) {
      Optional<Path> outside = program.contains("/") ? Optional.empty() : onPath(program, path, false);
      outside.ifPresent(found -> problems.add(configFile + ": command: '" + program + "' is " + describe(found)
          + ", which the sandbox does not show (it shows /usr, /bin, /lib*, /etc, /opt and the agent's own "
          + "folder): list its folder in [sandbox] read_only, or run with --sandbox none"));
      return;
    }
    interpreter(inside.get()).ifPresent(interpreter -> {
      boolean viaEnv = interpreter.endsWith("/env");
      List<String> words = shebang(inside.get());
      String needed = viaEnv ? words.stream().skip(1).filter(w -> !w.startsWith("-")).findFirst().orElse("")
          : interpreter;
      if (needed.isEmpty()) {
        return;
      }
      boolean found = needed.contains("/") ? visible(Path.of(needed)) : onPath(needed, path, true).isPresent();
      if (!found) {
        problems.add(configFile + ": command: " + inside.get() + " starts with '#!" + String.join(" ", words)
            + "', and '" + needed + "' is not inside the sandbox: list its folder in [sandbox] read_only, or run "
            + "with --sandbox none");
      }
    });
  }

  private Optional<Path> onPath(String program, String path, boolean insideOnly) {
    return ProgramPath.onPath(program, path)
        .filter(candidate -> !insideOnly || visible(candidate.getParent()) && visible(candidate)).findFirst();
  }

  private boolean visible(Path path) {
    Path real;
    try {
      real = path.toRealPath();
    } catch (IOException e) {
      return false;
    }
    return SystemView.get().shows(real) || exposures.stream().anyMatch(e -> real.startsWith(Path.of(e.path())));
  }

  private static Optional<String> interpreter(Path script) {
    List<String> words = shebang(script);
    return words.isEmpty() ? Optional.empty() : Optional.of(words.get(0));
  }

  private static List<String> shebang(Path script) {
    try (BufferedReader reader = Files.newBufferedReader(script, StandardCharsets.ISO_8859_1)) {
      char[] head = new char[256];
      int n = reader.read(head);
      String line = n <= 0 ? "" : new String(head, 0, n).lines().findFirst().orElse("");
      if (!line.startsWith("#!")) {
        return List.of();
      }
      return List.of(line.substring(2).trim().split("\\s+"));
    } catch (IOException e) {
      return List.of();
    }
  }

  private static String describe(Path found) {
    try {
      Path real = found.toRealPath();
      return real.equals(found) ? found.toString() : found + " (" + real + ")";
    } catch (IOException e) {
      return found.toString();
    }
  }

  /** How {@code path} meets a hidden path, if it does: "holds the benchmark repository /x", "lies in ...". */
  private Optional<String> overlap(Path path) {
    for (Map.Entry<String, Path> entry : hidden.entrySet()) {
      if (entry.getValue().startsWith(path)) {
        return Optional.of("holds " + entry.getKey() + " " + entry.getValue());
      }
      if (path.startsWith(entry.getValue())) {
        return Optional.of("lies in " + entry.getKey() + " " + entry.getValue());
      }
    }
    return Optional.empty();
  }

  private void add(Exposure exposure) {
    if (exposures.stream().noneMatch(e -> e.path().equals(exposure.path()))) {
      exposures.add(exposure);
    }
  }

  private static Map<String, Path> realPaths(Map<String, Path> hidden) {
    Map<String, Path> out = new java.util.LinkedHashMap<>();
    hidden.forEach((what, path) -> {
      Path absolute = path.toAbsolutePath().normalize();
      try {
        out.put(what, absolute.toRealPath());
      } catch (IOException e) {
        out.put(what, absolute);
      }
    });
    return out;
  }

  /** The real paths of {@code hidden}, for the sandbox to cover wherever they lie in a shown folder. */
  public static List<String> hiddenPaths(Map<String, Path> hidden) {
    Set<String> out = new LinkedHashSet<>();
    realPaths(hidden).values().forEach(p -> out.add(p.toString()));
    hidden.values().forEach(p -> out.add(p.toAbsolutePath().normalize().toString()));
    return List.copyOf(out);
  }
}
