package dev.floe.run.beam;

import dev.floe.run.EvolveTask;
import dev.floe.run.FrozenState;
import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/**
 * One attempt of one mode of an evaluation, as one machine schedules it: an evolve and then the test attempts that use
 * the state it froze, or the test attempts of a base state (exactly one of the two is set).
 */
@DefaultCoder(SerializableCoder.class)
record ModeAttempt(EvolveTask evolve, FrozenState base) implements Serializable {
  ModeAttempt {
    if ((evolve == null) == (base == null)) {
      throw new IllegalArgumentException("a mode attempt is an evolve or a base state, not both and not neither");
    }
  }

  static ModeAttempt evolving(EvolveTask evolve) {
    return new ModeAttempt(evolve, null);
  }

  static ModeAttempt base(FrozenState base) {
    return new ModeAttempt(null, base);
  }
}
