package dev.floe.aggregation.leaderboard;

import dev.floe.aggregation.evaluation.EvaluationConfig;
import dev.floe.aggregation.evaluation.Results;
import java.nio.file.Path;

/**
 * An evaluation folder as a leaderboard sees it: its config and its results.
 *
 * @param results null when the folder has no results.json yet (unfinished, or never summarized)
 */
public record CollectedEvaluation(Path folder, EvaluationConfig config, Results results) {}
