package dev.floe.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What of a case's {@code [budget]} Floe enforced, for the run record: the timeout is enforced (the process tree is
 * killed); cpus, ram and disk would need cgroups, which need privileges Floe does not ask for, so they are recorded
 * as not enforced rather than silently ignored; gpus = 0 is enforced by hiding GPUs from CUDA.
 */
final class BudgetReport {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String NEEDS_CGROUPS = "not enforced: limiting it needs cgroups, which need privileges";

  private BudgetReport() {}

  static ObjectNode of(CasePlan c, double defaultTimeoutSeconds) {
    ObjectNode out = JSON.createObjectNode();
    ObjectNode timeout = out.putObject("timeout");
    if (c.timeoutSeconds() != null && c.timeoutSeconds() == 0) {
      timeout.put("value", 0.0);
      timeout.put("enforced", false);
      timeout.put("note", "the case's timeout is 0: no time limit");
    } else if (c.timeoutSeconds() != null) {
      timeout.put("value", c.timeoutSeconds());
      timeout.put("enforced", true);
    } else if (defaultTimeoutSeconds > 0) {
      timeout.put("value", defaultTimeoutSeconds);
      timeout.put("enforced", true);
      timeout.put("note", "the case has no timeout; --timeout applied");
    } else {
      out.remove("timeout");
    }
    limit(out, "cpus", c.cpus());
    limit(out, "ram", c.ramGb());
    limit(out, "disk", c.diskGb());
    if (c.gpus() != null) {
      ObjectNode gpus = out.putObject("gpus");
      gpus.put("value", c.gpus());
      gpus.put("enforced", c.gpus() == 0);
      gpus.put("note", c.gpus() == 0 ? "CUDA_VISIBLE_DEVICES is empty for the agent" : "not enforced");
    }
    return out;
  }

  private static void limit(ObjectNode out, String name, Double value) {
    if (value != null) {
      ObjectNode node = out.putObject(name);
      node.put("value", value);
      node.put("enforced", false);
      node.put("note", NEEDS_CGROUPS);
    }
  }
}
