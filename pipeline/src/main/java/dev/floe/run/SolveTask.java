package dev.floe.run;

import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/** One test attempt to run: a case, in a mode, with the frozen state of its attempt (a pipeline element). */
@DefaultCoder(SerializableCoder.class)
public record SolveTask(String evaluation, String mode, String caseId, int attempt, FrozenState state)
    implements Serializable {}
