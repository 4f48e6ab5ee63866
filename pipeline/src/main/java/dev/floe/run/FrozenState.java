package dev.floe.run;

import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/**
 * What an evolve left for the solves of its attempt: the frozen state folder, or the failure that stopped it
 * (then every solve of that attempt is recorded failed, never scored 0). A pipeline element.
 *
 * @param failure the failure's run.json name when the evolve failed, else null
 */
@DefaultCoder(SerializableCoder.class)
public record FrozenState(
    String evaluation, String mode, int attempt, String stateDir, String failure, String detail, int tries)
    implements Serializable {

  public boolean failed() {
    return failure != null;
  }
}
