package dev.floe.run;

import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/** One evolve to run: an evaluation's mode and attempt (a pipeline element). */
@DefaultCoder(SerializableCoder.class)
public record EvolveTask(String evaluation, String mode, int attempt) implements Serializable {}
