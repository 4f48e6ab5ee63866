package dev.floe.sandbox;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The sandbox in force for one run's agents, decided once by the driver: bubblewrap, none, or none needed because
 * the agent is built into Floe. Serializable, so it reaches every worker in the run plan.
 *
 * @param network whether agents may use the network; false keeps only the environment's loopback port
 * @param bwrap the bubblewrap program (null unless the kind is BWRAP)
 * @param disableUserns whether this bwrap can forbid nested user namespaces (0.8.0 and later)
 * @param exposures host paths shown inside besides the system folders: the agent's code, its [sandbox] paths
 * @param hidden paths that must stay invisible even where they lie in a shown folder: the benchmark repository, the
 *     output folder and the work root
 * @param scratchRoot where each call's private home and /tmp are made (inside the work root)
 */
public record Sandbox(
    Kind kind,
    boolean network,
    String bwrap,
    boolean disableUserns,
    List<Exposure> exposures,
    List<String> hidden,
    String scratchRoot) implements Serializable {

  /** What confines the agent's processes; recorded in each evaluation's config as {@code protocol.sandbox}. */
  public enum Kind {
    BWRAP, NONE, IN_PROCESS;

    public String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  public Sandbox {
    Objects.requireNonNull(kind, "kind");
    exposures = List.copyOf(exposures);
    hidden = List.copyOf(hidden);
    if (kind == Kind.BWRAP && (bwrap == null || scratchRoot == null)) {
      throw new IllegalArgumentException("a bwrap sandbox needs the bwrap program and a scratch root");
    }
    if (kind != Kind.BWRAP && !network) {
      throw new IllegalArgumentException("only the bwrap sandbox can keep agents off the network");
    }
  }

  public static Sandbox none() {
    return new Sandbox(Kind.NONE, true, null, false, List.of(), List.of(), null);
  }

  public static Sandbox inProcess() {
    return new Sandbox(Kind.IN_PROCESS, true, null, false, List.of(), List.of(), null);
  }

  public boolean confines() {
    return kind == Kind.BWRAP;
  }
}
