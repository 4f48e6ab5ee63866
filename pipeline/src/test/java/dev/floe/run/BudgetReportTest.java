package dev.floe.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * run.json's {@code budget}: each limit a case sets says whether Floe enforced it (the timeout, gpus = 0) or could
 * not without privileges (cpus, ram, disk, other gpus), never silently dropped.
 */
class BudgetReportTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static CasePlan withBudget(Double timeout, Double cpus, Double ram, Double disk, Integer gpus) {
    return new CasePlan("CASE-001-a", "/s", "/r", null, "json-match", List.of(), "answer.json", 60, "reference.json",
        0, timeout, cpus, ram, disk, gpus);
  }

  private static JsonNode json(String text) throws Exception {
    return JSON.readTree(text);
  }

  @Test
  void theTimeoutIsEnforcedAndTheLimitsThatNeedPrivilegesAreSaidNotToBe() throws Exception {
    String cgroups = "not enforced: limiting it needs cgroups, which need privileges";
    assertEquals(json("{\"timeout\": {\"value\": 60.0, \"enforced\": true},"
            + " \"cpus\": {\"value\": 2.0, \"enforced\": false, \"note\": \"" + cgroups + "\"},"
            + " \"ram\": {\"value\": 4.0, \"enforced\": false, \"note\": \"" + cgroups + "\"},"
            + " \"disk\": {\"value\": 10.0, \"enforced\": false, \"note\": \"" + cgroups + "\"},"
            + " \"gpus\": {\"value\": 1, \"enforced\": false, \"note\": \"not enforced\"}}"),
        BudgetReport.of(withBudget(60.0, 2.0, 4.0, 10.0, 1), 1800));
  }

  @Test
  void noGpusIsEnforcedAndACaseWithoutATimeoutGetsTheDefault() throws Exception {
    assertEquals(json("{\"timeout\": {\"value\": 1800.0, \"enforced\": true,"
            + " \"note\": \"the case has no timeout; --timeout applied\"},"
            + " \"gpus\": {\"value\": 0, \"enforced\": true, \"note\": \"CUDA_VISIBLE_DEVICES is empty for the agent\"}}"),
        BudgetReport.of(withBudget(null, null, null, null, 0), 1800));
  }

  @Test
  void aTimeoutOfZeroIsNoLimitAndSaysSo() throws Exception {
    assertEquals(json("{\"timeout\": {\"value\": 0.0, \"enforced\": false,"
            + " \"note\": \"the case's timeout is 0: no time limit\"}}"),
        BudgetReport.of(withBudget(0.0, null, null, null, null), 1800));
    assertEquals(json("{}"), BudgetReport.of(withBudget(null, null, null, null, null), 0),
        "--timeout 0 and no case timeout: no limit, nothing to report");
  }
}
