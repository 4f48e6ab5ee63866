package dev.floe.aggregation.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.floe.aggregation.evaluation.EvaluationFolder;
import dev.floe.aggregation.evaluation.ModeResult;
import dev.floe.aggregation.evaluation.Results;
import dev.floe.aggregation.leaderboard.EvaluationScan;
import dev.floe.aggregation.leaderboard.Leaderboard;
import dev.floe.aggregation.leaderboard.LeaderboardConfig;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's generator writes folders Floe reads, with results equal to what summarize derives. */
class SyntheticEvaluationsTest {
  @TempDir Path out;

  @Test
  void generatedFoldersAreValidAndConsistent() throws Exception {
    SyntheticEvaluations.write(out, 4, true);
    EvaluationFolder folder = EvaluationFolder.at(out.resolve("agent-0-sub-002"));
    Results written = folder.readResults().orElseThrow();
    Results recomputed = folder.recompute();
    assertTrue(recomputed.complete());
    for (String mode : SyntheticEvaluations.MODES) {
      ModeResult a = written.modes().get(mode);
      ModeResult b = recomputed.modes().get(mode);
      assertEquals(a.acc(), b.acc(), 1e-12, mode);
      assertEquals(a.std(), b.std(), 1e-12, mode);
      assertEquals(a.efficiency().get("rounds"), b.efficiency().get("rounds"), 1e-12, mode);
    }
    Leaderboard board = Leaderboard.compute(LeaderboardConfig.read(Path.of("../samples/leaderboards/gdpevo.toml")),
        EvaluationScan.collect(List.of(out)));
    assertEquals(1, board.rows().size());
    assertTrue(board.rows().get(0).complete());
    assertEquals("4", board.rows().get(0).cells().get("groups").text());
  }
}
