package dev.floe.run.beam;

import dev.floe.run.EvolveTask;
import dev.floe.run.FrozenState;
import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/**
 * What one machine schedules as a whole: an evolve and then the test attempts that use the state it froze, or the
 * test attempts of a base state (exactly one of the two is set).
 */
@DefaultCoder(SerializableCoder.class)
record Unit(EvolveTask evolve, FrozenState base) implements Serializable {
  Unit {
    if ((evolve == null) == (base == null)) {
      throw new IllegalArgumentException("a unit is an evolve or a base state, not both and not neither");
    }
  }

  static Unit evolving(EvolveTask evolve) {
    return new Unit(evolve, null);
  }

  static Unit base(FrozenState base) {
    return new Unit(null, base);
  }
}
