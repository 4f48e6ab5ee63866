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

  /** Why the initialisation failed on this thread, if it did: the main thread then sees only "Could not initialize". */
  private static volatile Throwable failure;

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
    } catch (Throwable e) {
      // Not reported from here, at a moment of its own: the driver's use of the class fails, and rethrows this.
      failure = e;
    }
  }

  /**
   * Rethrows what made the warm-up fail, when the driver's own use of Beam failed because of it ({@code
   * NoClassDefFoundError: Could not initialize class}, which names no cause): the user sees the error the JVM gave
   * the first initialisation, as without the warm-up.
   */
  static void rethrowCause(NoClassDefFoundError seen) {
    Throwable cause = failure;
    if (cause instanceof Error error) {
      throw error;
    }
    if (cause instanceof RuntimeException runtime) {
      throw runtime;
    }
    throw seen;
  }
}
