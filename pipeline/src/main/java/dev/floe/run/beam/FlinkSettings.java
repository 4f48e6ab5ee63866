package dev.floe.run.beam;

import dev.floe.run.RunRefused;
import java.util.List;
import org.apache.beam.runners.flink.FlinkPipelineOptions;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * Floe's defaults and limits for the Flink runner. Only loaded when the runner is Flink, so a build without Flink never
 * needs its classes.
 */
public final class FlinkSettings {
  /** The master that runs the job inside Floe's own JVM, on Flink's embedded cluster. */
  public static final String EMBEDDED = "[local]";

  private FlinkSettings() {}

  /**
   * Refuses a detached job, then fills in what the user left out: the embedded cluster unless {@code --flinkMaster} names one (Flink's own default,
   * {@code [auto]}, guesses from how the JVM was started), and {@code fasterCopy}, since Floe's elements are immutable
   * records that no step changes, so Flink need not copy them between steps.
   */
  public static void applyDefaults(PipelineOptions options, List<String> beamArgs) {
    FlinkPipelineOptions flink = options.as(FlinkPipelineOptions.class);
    if (!flink.getAttachedMode()) {
      throw new RunRefused("--attachedMode=false: floe run waits for its job, since it holds the output folder's "
          + "lock, stops environments and reports the results when the job ends; leave the job attached (the default)");
    }
    if (!given(beamArgs, "flinkMaster")) {
      flink.setFlinkMaster(EMBEDDED);
    }
    if (!given(beamArgs, "fasterCopy")) {
      flink.setFasterCopy(true);
    }
  }

  /** Where the job runs: {@code [local]}, {@code [auto]}, or a cluster's {@code host:port}. */
  public static String master(PipelineOptions options) {
    return options.as(FlinkPipelineOptions.class).getFlinkMaster();
  }

  private static boolean given(List<String> beamArgs, String option) {
    return beamArgs.stream().anyMatch(a -> a.equals("--" + option) || a.startsWith("--" + option + "="));
  }
}
