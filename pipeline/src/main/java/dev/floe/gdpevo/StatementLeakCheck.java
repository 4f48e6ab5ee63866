package dev.floe.gdpevo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Checks a converted repository for what must never reach an agent: no file of any statement may have the bytes
 * of a file of any rubric ({@code eval/}, {@code output/}, {@code notes.md}, {@code reference/}, ...) or of a data
 * folder ({@code env/}, which holds copies of train reference answers), whatever its name. Bytes that are public
 * anyway (the task groups' own {@code input/} files, which a grader may keep a copy of) are not a leak, nor is an
 * empty file.
 */
public final class StatementLeakCheck {
  /** A statement file that has the bytes of a private file; both paths relative to the repository, with '/'. */
  public record Leak(String statementFile, String privateFile) {
    public Leak {
      Objects.requireNonNull(statementFile, "statementFile");
      Objects.requireNonNull(privateFile, "privateFile");
    }

    @Override
    public String toString() {
      return statementFile + " has the bytes of " + privateFile;
    }
  }

  private StatementLeakCheck() {}

  /** Every leak in the repository at {@code root}; {@code publicDigests}: SHA-256 (hex) of bytes that are public. */
  public static List<Leak> find(Path root, Set<String> publicDigests) {
    List<Path> statements = new ArrayList<>();
    List<Path> secrets = new ArrayList<>();
    for (Path benchmark : folders(root.resolve("packages"))) {
      for (Path caseFolder : folders(benchmark)) {
        statements.addAll(files(caseFolder.resolve("statement")));
        secrets.addAll(files(caseFolder.resolve("rubric")));
      }
    }
    secrets.addAll(files(root.resolve("data")));
    // Statements are small and few; environments can be large: only same-sized private files are read.
    Set<Long> sizes = new HashSet<>();
    for (Path file : statements) {
      sizes.add(size(file));
    }
    Map<String, Path> secretByDigest = new HashMap<>();
    for (Path file : secrets) {
      long size = size(file);
      if (size > 0 && sizes.contains(size)) {
        secretByDigest.putIfAbsent(SourceCopy.digest(file), file);
      }
    }
    List<Leak> leaks = new ArrayList<>();
    for (Path file : statements) {
      if (size(file) == 0) {
        continue;
      }
      String digest = SourceCopy.digest(file);
      Path secret = secretByDigest.get(digest);
      if (secret != null && !publicDigests.contains(digest)) {
        leaks.add(new Leak(shown(root, file), shown(root, secret)));
      }
    }
    return leaks;
  }

  private static String shown(Path root, Path file) {
    return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
  }

  private static List<Path> folders(Path folder) {
    List<Path> out = new ArrayList<>();
    if (!Files.isDirectory(folder)) {
      return out;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, Files::isDirectory)) {
      entries.forEach(out::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.sort(null);
    return out;
  }

  /** Every regular file under {@code folder}; links are followed, as an agent's copy of the folder would follow them. */
  private static List<Path> files(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(folder, java.nio.file.FileVisitOption.FOLLOW_LINKS)) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
