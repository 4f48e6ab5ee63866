package dev.floe.sandbox;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bubblewrap command line of one agent call. The agent gets new namespaces (user, pid, ipc, uts, cgroup, and
 * network with {@code --no-network}), no capabilities, the system folders read-only, a private /tmp and home, its
 * staged folders and exposures at their own paths, and nothing else of the host's filesystem.
 */
final class BwrapArguments {
  /** Where a call's bridge to its environment (a Unix socket) appears inside the sandbox. */
  static final String BRIDGE_FOLDER = "/run/floe-environment";

  /** One call's inputs: its folders, private tmp and home, bridge, and call-specific exposures. */
  record Call(CallFolders folders, Path privateTmp, Optional<String> home, Path privateHome,
      Optional<Path> bridge, List<Exposure> exposures, List<String> command) {}

  private BwrapArguments() {}

  static List<String> of(Sandbox sandbox, Call call) {
    SystemView system = SystemView.get();
    List<String> args = new ArrayList<>(List.of(sandbox.bwrap(), "--unshare-all"));
    if (sandbox.network()) {
      args.add("--share-net");
    }
    args.add("--unshare-user");
    if (sandbox.disableUserns()) {
      args.add("--disable-userns"); // no nested namespace in which to regain capabilities
    }
    args.addAll(List.of("--die-with-parent", "--cap-drop", "ALL"));
    for (SystemView.Entry entry : system.entries()) {
      if (entry.linkTarget() != null) {
        args.addAll(List.of("--symlink", entry.linkTarget(), entry.path()));
      } else {
        args.addAll(List.of("--ro-bind", entry.path(), entry.path()));
      }
    }
    for (String file : system.extraFiles()) {
      args.addAll(List.of("--ro-bind-try", file, file));
    }
    for (String masked : system.masked()) {
      cover(args, masked);
    }
    args.addAll(List.of("--proc", "/proc", "--dev", "/dev", "--bind", call.privateTmp().toString(), "/tmp"));
    call.home().ifPresent(home -> args.addAll(List.of("--bind", call.privateHome().toString(), home)));
    // A repository or output folder inside a system folder (/opt/benchmarks) is covered; exposures come after, so
    // an agent's own file inside one is still shown (the exposure rules allow no more than that file).
    for (String hidden : sandbox.hidden()) {
      if (system.shows(Path.of(hidden))) {
        args.addAll(List.of("--tmpfs", hidden));
      }
    }
    List<Exposure> exposures = new ArrayList<>(sandbox.exposures());
    exposures.addAll(call.exposures());
    for (Exposure exposure : exposures) {
      args.addAll(List.of(exposure.writable() ? "--bind" : "--ro-bind", exposure.path(), exposure.path()));
    }
    for (Path folder : call.folders().writable()) {
      args.addAll(List.of("--bind", folder.toString(), folder.toString()));
    }
    for (Path folder : call.folders().readOnly()) {
      args.addAll(List.of("--ro-bind", folder.toString(), folder.toString()));
    }
    call.bridge().ifPresent(bridge -> args.addAll(List.of("--bind", bridge.toString(), BRIDGE_FOLDER)));
    args.addAll(List.of("--chdir", call.folders().workDir().toString(), "--"));
    args.addAll(call.command());
    return args;
  }

  private static void cover(List<String> args, String path) {
    if (Files.isDirectory(Path.of(path), LinkOption.NOFOLLOW_LINKS)) {
      args.addAll(List.of("--tmpfs", path));
    } else {
      args.addAll(List.of("--ro-bind", "/dev/null", path));
    }
  }
}
