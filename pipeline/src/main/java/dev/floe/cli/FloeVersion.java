package dev.floe.cli;

import picocli.CommandLine;

/** Reports Floe's version from the jar's manifest, or "development" when run from classes. */
final class FloeVersion implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String version = FloeCommand.class.getPackage().getImplementationVersion();
    return new String[] {"floe " + (version == null ? "development" : version)};
  }
}
