package dev.floe.agent;

import java.util.Locale;

/** The two operations of an agent (SPEC §2): learn from train, or answer one case. */
public enum Phase {
  EVOLVE,
  SOLVE;

  /** The word passed as the agent's last argument and in {@code FLOE_PHASE}. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
