package dev.floe.run;

/**
 * Starts Beam's options registry on a second thread while the main thread parses the command line and reads the
 * repository. Initialising {@code PipelineOptionsFactory} is close to a second of one core at every start (it checks
 * every registered options interface against all the others); the main thread has as much work of its own before it
 * needs the options, and the machine has a second core. The JVM runs a class's initialisation once: when
 * {@link RunDriver} asks for the options it waits for this thread if it is still at it, and nothing runs twice.
 */
public final class BeamWarmUp {
  private static final String OPTIONS_FACTORY = "org.apache.beam.sdk.options.PipelineOptionsFactory";

  private BeamWarmUp() {}

  /** Starts the warm-up on a daemon thread; returns at once. */
  public static void start() {
    Thread thread = new Thread(BeamWarmUp::initialise, "floe-beam-warm-up");
    thread.setDaemon(true);
    thread.start();
  }

  private static void initialise() {
    try {
      Class.forName(OPTIONS_FACTORY, true, BeamWarmUp.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      // Nothing to report from here: the driver's own use of the class fails with its message.
    }
  }
}
