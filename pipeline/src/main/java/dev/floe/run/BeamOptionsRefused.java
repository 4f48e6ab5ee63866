package dev.floe.run;

/** The arguments Floe passed on to Beam are not options Beam knows: the command line is wrong (exit 2). */
public final class BeamOptionsRefused extends RuntimeException {
  public BeamOptionsRefused(String message) {
    super(message);
  }
}
