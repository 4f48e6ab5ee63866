package dev.floe.run;

import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/**
 * The outcome of one test attempt as the pipeline carries it on (the full record is run.json on disk).
 *
 * @param score null when failed
 * @param failure the failure's run.json name, null when ok
 * @param resumed whether run.json was already there, so nothing ran
 */
@DefaultCoder(SerializableCoder.class)
public record RunResult(
    String evaluation, String mode, String caseId, int attempt, Double score, String failure, boolean resumed)
    implements Serializable {}
