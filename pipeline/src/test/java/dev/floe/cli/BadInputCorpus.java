package dev.floe.cli;

import static dev.floe.cli.BadInput.copy;
import static dev.floe.cli.BadInput.fifo;
import static dev.floe.cli.BadInput.link;
import static dev.floe.cli.BadInput.nested;
import static dev.floe.cli.BadInput.oversized;
import static dev.floe.cli.BadInput.replace;
import static dev.floe.cli.BadInput.replaceFirst;
import static dev.floe.cli.BadInput.withInvalidUtf8;
import static dev.floe.cli.BadInput.write;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bad-input corpus of issue 9, for the formats and commands besides the benchmark repositories of
 * {@code MalformedRepositoryTest}: agent configs, leaderboard configs and their expressions, evaluation folders (given
 * to summarize, leaderboard, regrade and to a resuming run), GDPevo reports and GDPevo trees, plus the repository
 * checks this issue added. Each case starts from a good input and breaks one thing; huge files are sparse files made
 * at test time.
 */
final class BadInputCorpus {
  static final Path RUN = Path.of("src/test/resources/run").toAbsolutePath();
  static final Path REPO = RUN.resolve("repo");
  static final Path GDPEVO_TREE = RUN.resolve("gdpevo");
  static final Path AGGREGATION = Path.of("../aggregation/src/test/resources").toAbsolutePath();
  static final long HUGE = 3L << 30;
  static final String EVALUATION = "alpha-sleeper-fixture-1-0-none";

  /** A finished {@code floe run} output (base and self, 1 attempt, alpha), made once by the test. */
  static Path finishedRun;

  private BadInputCorpus() {}

  static List<BadInput> all() {
    List<BadInput> all = new ArrayList<>();
    all.addAll(agentConfigs());
    all.addAll(leaderboardConfigs());
    all.addAll(evaluationFolders());
    all.addAll(resumes());
    all.addAll(gdpevoReports());
    all.addAll(gdpevoTrees());
    all.addAll(repositories());
    return all;
  }

  // ---- agent.toml, read by floe run ----

  static String agentToml() {
    return "name = \"sleeper\"\nmodel = \"fixture-1.0\"\nthinking_level = \"none\"\nversion = \"1.0.0\"\n"
        + "command = [\"bash\", \"" + RUN.resolve("agents/sleeper.sh") + "\"]\n\n[env]\nSLEEP_SECONDS = \"0\"\n";
  }

  private static BadInput agent(String name, String expected, AgentMutation mutation) {
    return new BadInput("agent.toml", name, w -> {
      Path file = w.resolve("agent.toml");
      write(file, agentToml());
      mutation.apply(file);
      return run(w, file);
    }, List.of(w("agent.toml"), expected));
  }

  private interface AgentMutation {
    void apply(Path file) throws Exception;
  }

  static List<String> run(Path w, Path agent) {
    return List.of("run", "--benchmarks", REPO.toString(), "--agent-config", agent.toString(), "--out",
        w.resolve("out").toString(), "--modes", "base", "--attempts", "1", "--sub-benchmarks", "alpha",
        "--work-dir", w.resolve("work").toString());
  }

  static List<BadInput> agentConfigs() {
    return List.of(
        agent("TOML syntax error", "TOML syntax error", f -> replace(f, "name = \"sleeper\"", "name = \"sleeper")),
        agent("duplicate key", "TOML syntax error", f -> replace(f, "version = \"1.0.0\"\n",
            "version = \"1.0.0\"\nmodel = \"again\"\n")),
        agent("invalid UTF-8", "is not valid UTF-8", f -> withInvalidUtf8(f, "fixture")),
        agent("deep nesting", "nested more than 64 levels", f -> Files.writeString(f, agentToml()
            .replace("[env]", "deep = " + nested("[", "]", 5000) + "\n[env]"))),
        agent("oversized (3 GiB)", "is 3 GiB, more than the 1 MiB", f -> oversized(f, HUGE)),
        agent("a FIFO", "is not a regular file", f -> fifo(f)),
        agent("a folder", "is a folder, not a file", f -> {
          Files.delete(f);
          Files.createDirectories(f);
        }),
        agent("NaN temperature", "'openai.temperature' must be a number from 0 to 2", f -> Files.writeString(f,
            "name = \"x\"\nmodel = \"m\"\nkind = \"openai\"\n[openai]\nbase_url = \"http://127.0.0.1:9/v1\"\n"
                + "api_key_env = \"\"\ntemperature = nan\n")),
        agent("infinite max_output_tokens", "max_output_tokens", f -> Files.writeString(f,
            "name = \"x\"\nmodel = \"m\"\nkind = \"openai\"\n[openai]\nbase_url = \"http://127.0.0.1:9/v1\"\n"
                + "api_key_env = \"\"\nmax_output_tokens = inf\n")),
        agent("command is a string", "'command' must be a non-empty array of strings",
            f -> replaceFirst(f, "command = [\"bash\", ", "command = \"bash \" #")),
        agent("no name", "missing required key 'name'", f -> replace(f, "name = \"sleeper\"\n", "")),
        agent("env value not a string", "'env.SLEEP_SECONDS' must be a string",
            f -> replace(f, "SLEEP_SECONDS = \"0\"", "SLEEP_SECONDS = 0")),
        agent("FLOE_ variable in env", "FLOE_* variables are set by Floe",
            f -> replace(f, "SLEEP_SECONDS", "FLOE_CASE")),
        agent("replay answers folder missing", "'answers'", f -> Files.writeString(f,
            "name = \"x\"\nkind = \"replay\"\nanswers = \"no-such-folder\"\n")),
        agent("program not on PATH", "command: 'no-such-agent-program' is not a program on PATH",
            f -> replaceFirst(f, "command = [\"bash\", ", "command = [\"no-such-agent-program\", ")));
  }

  // ---- leaderboard_config.toml and its expressions, read by floe leaderboard ----

  private static BadInput leaderboard(String name, String expected, AgentMutation mutation) {
    return new BadInput("leaderboard config", name, w -> {
      Path config = w.resolve("leaderboard.toml");
      Files.copy(AGGREGATION.resolve("leaderboards/config.toml"), config);
      Path board = copy(AGGREGATION.resolve("leaderboards/board"), w.resolve("board"));
      mutation.apply(config);
      return List.of("leaderboard", "--config", config.toString(), "--evaluations", board.toString(), "--out",
          w.resolve("published").toString());
    }, List.of(w("leaderboard.toml"), expected));
  }

  private static BadInput expression(String name, String expr, String expected) {
    return leaderboard("expression: " + name, expected,
        f -> replaceFirst(f, "expr = \"mean(base.acc)\"", "expr = \"" + expr + "\""));
  }

  static List<BadInput> leaderboardConfigs() {
    return List.of(
        leaderboard("TOML syntax error", "line 2", f -> replace(f, "id = \"test-board\"", "id = test-board\"")),
        leaderboard("duplicate key", "line 3", f -> replace(f, "title = \"Test board\"",
            "title = \"Test board\"\ntitle = \"Again\"")),
        leaderboard("invalid UTF-8", "is not valid UTF-8", f -> withInvalidUtf8(f, "Test board")),
        leaderboard("deep nesting", "nested more than 64 levels",
            f -> replace(f, "row_titles = [\"Agent\", \"Model\"]", "row_titles = " + nested("[", "]", 100000))),
        leaderboard("oversized (3 GiB)", "is 3 GiB, more than the 1 MiB", f -> oversized(f, HUGE)),
        leaderboard("a FIFO", "is not a regular file", f -> fifo(f)),
        leaderboard("NaN decimals", "decimals must be a whole number", f -> replaceFirst(f, "format = \"percent\"",
            "format = \"percent\"\ndecimals = nan")),
        leaderboard("infinite decimals", "decimals must be a whole number", f -> replaceFirst(f,
            "format = \"percent\"", "format = \"percent\"\ndecimals = inf")),
        leaderboard("columns not tables", "columns must be an array of tables",
            f -> Files.writeString(f, "id = \"x\"\ncolumns = [1, 2]\n")),
        leaderboard("unknown sort column", "sort", f -> replace(f, "sort = \"-base_acc\"", "sort = \"-nothing\"")),
        expression("syntax error", "mean(base.acc", "column 'base_acc': bad expression"),
        expression("unknown function", "frob(base.acc)", "frob"),
        expression("number too large (1e999)", "mean(base.acc) * 1e999", "number 1e999 is too large"),
        expression("nested 20000 parentheses", nested("(", "", 20000) + "mean(base.acc)" + nested(")", "", 20000),
            "expression nests deeper than 200 levels"),
        expression("a vector, not a number", "base.acc", "column 'base_acc'"),
        expression("unknown metric", "mean(base.accuracy)", "accuracy"));
  }

  // ---- evaluation folders: floe summarize, floe leaderboard, floe regrade ----

  private static BadInput summarize(String name, String file, String expected, AgentMutation mutation) {
    return new BadInput("evaluation folder (summarize)", name, w -> {
      Path folder = copy(AGGREGATION.resolve("evaluations/complete"), w.resolve("complete"));
      mutation.apply(folder.resolve(file));
      return List.of("summarize", folder.toString());
    }, List.of(file, expected));
  }

  static final String RUN_JSON = "runs/base/CASE-001-alpha/attempt-01/run.json";

  static List<BadInput> evaluationFolders() {
    List<BadInput> cases = new ArrayList<>(List.of(
        summarize("run.json cut short", RUN_JSON, "not valid JSON", f -> Files.writeString(f,
            Files.readString(f).substring(0, 40))),
        summarize("run.json score NaN", RUN_JSON, "NaN is not a number JSON allows", f -> replace(f, "\"score\": 0.6875", "\"score\": NaN")),
        summarize("run.json score Infinity", RUN_JSON, "Infinity is not a number JSON allows",
            f -> replace(f, "\"score\": 0.6875", "\"score\": Infinity")),
        summarize("run.json score 1.5", RUN_JSON, "1.5", f -> replace(f, "\"score\": 0.6875", "\"score\": 1.5")),
        summarize("run.json duplicate key", RUN_JSON, "Duplicate field 'score'",
            f -> replace(f, "\"score\": 0.6875", "\"score\": 0.5, \"score\": 1.0")),
        summarize("run.json invalid UTF-8", RUN_JSON, "is not valid UTF-8", f -> withInvalidUtf8(f, "demo-agent")),
        summarize("run.json nested 5000 deep", RUN_JSON, "nested deeper than 1000 levels", f -> Files.writeString(f,
            nested("[", "]", 5000))),
        summarize("run.json oversized (3 GiB)", RUN_JSON, "is 3 GiB, more than the 16 MiB", f -> oversized(f, HUGE)),
        summarize("run.json a FIFO", RUN_JSON, "is not a regular file", f -> fifo(f)),
        summarize("run.json in another attempt's folder", RUN_JSON, "lies in the folder of mode base",
            f -> replace(f, "\"attempt\": 1", "\"attempt\": 2")),
        summarize("run.json a link out of the folder", RUN_JSON, "outside", f -> {
          Path outside = f.getParent().getParent().getParent().getParent().getParent().getParent().resolve("x.json");
          Files.copy(f, outside);
          link(f, outside);
        }),
        summarize("evaluation_config.toml syntax error", "evaluation_config.toml", "line",
            f -> Files.writeString(f, Files.readString(f) + "\nbroken = = 1\n")),
        summarize("evaluation_config.toml nested 5000 deep", "evaluation_config.toml", "nested more than 64 levels",
            f -> Files.writeString(f, "x = " + nested("[", "]", 5000) + "\n" + Files.readString(f))),
        summarize("evaluation_config.toml invalid UTF-8", "evaluation_config.toml", "is not valid UTF-8",
            f -> withInvalidUtf8(f, "sub")),
        summarize("evaluation_config.toml oversized (3 GiB)", "evaluation_config.toml", "is 3 GiB",
            f -> oversized(f, HUGE))));
    cases.add(results("results.json acc NaN", "NaN is not a number JSON allows", f -> replaceFirst(f, "\"acc\": 0.5", "\"acc\": NaN")));
    cases.add(results("results.json duplicate key", "Duplicate field", f -> replaceFirst(f, "\"acc\": 0.5",
        "\"acc\": 0.5, \"acc\": 0.9")));
    cases.add(results("results.json acc 1.7", "1.7", f -> replaceFirst(f, "\"acc\": 0.5", "\"acc\": 1.7")));
    cases.add(results("results.json a link out of the folder", "outside", f -> {
      Path outside = f.getParent().getParent().getParent().resolve("elsewhere.json");
      Files.copy(f, outside);
      link(f, outside);
    }));
    cases.add(regrade("an answer that links to the rubric's reference", "is a symbolic link", answer -> link(
        answer, REPO.resolve("packages/alpha-test/CASE-001-cyan/rubric/reference/answer.json"))));
    cases.add(regrade("an answer that is a FIFO", "is not a regular file", answer -> fifo(answer)));
    return cases;
  }

  private static BadInput results(String name, String expected, AgentMutation mutation) {
    return new BadInput("evaluation folder (leaderboard)", name, w -> {
      Path config = w.resolve("leaderboard.toml");
      Files.copy(AGGREGATION.resolve("leaderboards/config.toml"), config);
      Path board = copy(AGGREGATION.resolve("leaderboards/board"), w.resolve("board"));
      mutation.apply(board.resolve("alpha-m1-sub-x/results.json"));
      return List.of("leaderboard", "--config", config.toString(), "--evaluations", board.toString(), "--out",
          w.resolve("published").toString());
    }, List.of("alpha-m1-sub-x/results.json", expected));
  }

  private static BadInput regrade(String name, String expected, AgentMutation answerMutation) {
    return new BadInput("evaluation folder (regrade)", name, w -> {
      Path out = copy(finishedRun, w.resolve("out"));
      Path folder = out.resolve("evaluations").resolve(EVALUATION);
      answerMutation.apply(folder.resolve("runs/base/CASE-001-cyan/attempt-01/answer/answer.json"));
      return List.of("regrade", "--benchmarks", REPO.toString(), folder.toString());
    }, List.of("runs/base/CASE-001-cyan/attempt-01/answer/answer.json", expected));
  }

  // ---- a resume of floe run into a damaged output folder ----

  private static BadInput resume(String name, String file, String expected, AgentMutation mutation) {
    return new BadInput("evaluation folder (floe run resume)", name, w -> {
      Path out = copy(finishedRun, w.resolve("out"));
      Path agent = w.resolve("agent.toml");
      write(agent, agentToml());
      mutation.apply(out.resolve("evaluations").resolve(EVALUATION).resolve(file));
      List<String> args = new ArrayList<>(run(w, agent));
      args.set(args.indexOf("base"), "base,self");
      return args;
    }, List.of(file, expected));
  }

  static List<BadInput> resumes() {
    String run = "runs/base/CASE-002-magenta/attempt-01/run.json";
    String evolve = "evolve/self/attempt-01/evolve.json";
    return List.of(
        resume("run.json cut short", run, "refusing to resume", f -> Files.writeString(f,
            Files.readString(f).substring(0, 30))),
        resume("run.json failure not a failure name", run, "failure 'tired' is not one of", f -> {
          replace(f, "\"status\" : \"ok\"", "\"status\" : \"failed\"");
          replace(f, "\"score\" : 1.0", "\"score\" : null");
          replace(f, "\"failure\" : null", "\"failure\" : \"tired\"");
        }),
        resume("evolve.json status unknown", evolve, "\"status\" is \"done\"",
            f -> replace(f, "\"status\" : \"ok\"", "\"status\" : \"done\"")),
        resume("evolve.json duplicate key", evolve, "Duplicate field 'tries'",
            f -> replace(f, "\"tries\" : 1", "\"tries\" : 1, \"tries\" : 2")),
        resume("evaluation_config.toml duplicate key", "evaluation_config.toml", "line",
            f -> Files.writeString(f, "id = \"again\"\n" + Files.readString(f))));
  }

  // ---- GDPevo reports: floe import gdpevo-reports ----

  static final String REPORT = "codex_gpt5_5_xhigh/reports/task_group_001.yaml";

  private static BadInput report(String name, String expected, AgentMutation mutation) {
    return new BadInput("GDPevo report", name, w -> {
      Path experiments = Files.createDirectories(w.resolve("experiments"));
      Path report = experiments.resolve(REPORT);
      Files.createDirectories(report.getParent());
      Files.copy(AGGREGATION.resolve("gdpevo/experiments").resolve(REPORT), report);
      mutation.apply(report);
      return List.of("import", "gdpevo-reports", experiments.toString(), "--out", w.resolve("imported").toString());
    }, List.of("task_group_001.yaml", expected));
  }

  static List<BadInput> gdpevoReports() {
    return List.of(
        report("an efficiency figure .nan", "input_tokens_avg_3: NaN is not a finite number",
            f -> replaceFirst(f, "input_tokens_avg_3: 456965.6", "input_tokens_avg_3: .nan")),
        report("an efficiency figure .inf", "seconds_avg_3: Infinity is not a finite number",
            f -> replaceFirst(f, "seconds_avg_3: 309.779", "seconds_avg_3: .inf")),
        report("a negative figure", "is negative", f -> replaceFirst(f, "tool_calls_avg_3: 17.0",
            "tool_calls_avg_3: -5")),
        report("a score 1.5", "1.5 is outside [0, 1]", f -> replaceFirst(f, "- 0.6875", "- 1.5")),
        report("duplicate key", "duplicate key", f -> replaceFirst(f, "harness: codex",
            "harness: codex\nharness: claude")),
        report("invalid UTF-8", "is not valid UTF-8", f -> withInvalidUtf8(f, "codex")),
        report("alias bomb (10^9 values)", "expands to more than 1000000 values", f -> Files.writeString(f,
            aliasBomb() + "task_group_id: task_group_001\nconditions: {base: {tasks: {t: {scores: [*a8]}}}}\n")),
        report("nested 5000 deep", "not valid YAML", f -> Files.writeString(f, "a: " + nested("[", "]", 5000))),
        report("oversized (3 GiB)", "is 3 GiB, more than the 64 MiB", f -> oversized(f, HUGE)),
        report("a link out of the experiments folder", "outside", f -> {
          Path outside = f.getParent().getParent().getParent().getParent().resolve("elsewhere.yaml");
          Files.copy(f, outside);
          link(f, outside);
        }));
  }

  static String aliasBomb() {
    StringBuilder yaml = new StringBuilder("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i <= 8; i++) {
      yaml.append("a").append(i).append(": &a").append(i).append(" [")
          .append(String.join(", ", java.util.Collections.nCopies(10, "*a" + (i - 1)))).append("]\n");
    }
    return yaml.toString();
  }

  // ---- GDPevo trees: floe import gdpevo ----

  static final String MANIFEST = "task_groups/task_group_901/task_group.yaml";

  private static BadInput tree(String name, String file, String expected, AgentMutation mutation) {
    return new BadInput("GDPevo tree", name, w -> {
      Path checkout = copy(GDPEVO_TREE, w.resolve("checkout"));
      mutation.apply(checkout.resolve(file));
      return List.of("import", "gdpevo", checkout.toString(), "--out", w.resolve("converted").toString());
    }, List.of(Path.of(file).getFileName().toString(), expected));
  }

  static List<BadInput> gdpevoTrees() {
    return List.of(
        tree("manifest invalid UTF-8", MANIFEST, "is not valid UTF-8", f -> withInvalidUtf8(f, "Operations")),
        tree("manifest duplicate key", MANIFEST, "duplicate key", f -> replaceFirst(f, "  domain: Operations",
            "  domain: Operations\n  domain: Finance")),
        tree("manifest alias bomb", MANIFEST, "not valid YAML", f -> Files.writeString(f, aliasBomb()
            + Files.readString(f))),
        tree("manifest path with '..'", MANIFEST, "'../../../etc/passwd' is not a path inside the task group",
            f -> replaceFirst(f, "- train_tasks/001/eval/evaluate.py", "- ../../../etc/passwd")),
        tree("manifest absolute path", MANIFEST, "'/etc/passwd' is not a path inside the task group",
            f -> replaceFirst(f, "- train_tasks/001/eval/evaluate.py", "- /etc/passwd")),
        tree("manifest input folder with '..'", MANIFEST, "is not a task's input folder",
            f -> replaceFirst(f, "input: train_tasks/001/input/", "input: ../../outside/input/")),
        tree("manifest oversized (3 GiB)", MANIFEST, "is 3 GiB", f -> oversized(f, HUGE)),
        tree("a payload that links out of the task", "task_groups/task_group_901/train_tasks/001/input/payloads/"
            + "answer_template.json", "answer_template.json", f -> link(f, f.getParent().getParent().getParent()
            .resolve("output/answer.json"))));
  }

  // ---- benchmark repositories: what this issue added to floe validate ----

  private static BadInput repository(String name, String file, String expected, AgentMutation mutation) {
    return new BadInput("benchmark repository", name, w -> {
      Path repo = copy(REPO, w.resolve("repo"));
      mutation.apply(repo.resolve(file));
      return List.of("validate", repo.toString());
    }, List.of(file, expected));
  }

  static final String CASE = "packages/alpha-test/CASE-001-cyan/";

  static List<BadInput> repositories() {
    return List.of(
        repository("a FIFO in a statement", CASE + "statement/data.csv", "is not a regular file", f -> fifo(f)),
        repository("a statement file linking into the rubric", CASE + "statement/hint.json",
            "symbolic link leads out of " + CASE + "statement/", f -> link(f, Path.of("../rubric/reference/answer.json"))),
        repository("a reference linking to the rubric's README", CASE + "rubric/reference/notes.txt",
            "symbolic link leads out of " + CASE + "rubric/reference/", f -> link(f, Path.of("../README.md"))),
        repository("task_config.toml nested 5000 deep", CASE + "task_config.toml", "nested more than 64 levels",
            f -> Files.writeString(f, Files.readString(f) + "x = " + nested("[", "]", 5000) + "\n")),
        repository("grader command leaving rubric/", "packages/beta-test/CASE-001-four/rubric/grader.toml",
            "leaves rubric/ with '..'", f -> replace(f, "\"eval/eval.sh\"", "\"../../shared/eval.sh\"")),
        repository("grader command with an absolute path", "packages/beta-test/CASE-001-four/rubric/grader.toml",
            "is an absolute path", f -> replace(f, "\"eval/eval.sh\"", "\"/tmp/eval.sh\"")),
        repository("grader.toml a FIFO", CASE + "rubric/grader.toml", "is not a regular file", f -> fifo(f)));
  }

  /** The name a message shows for a file of the workspace. */
  private static String w(String file) {
    return file;
  }
}
