package dev.floe.gdpevo;

/** One half of a GDPevo task group: its train tasks or its test tasks, each half one benchmark of Floe's. */
public enum Split {
  TRAIN("train"),
  TEST("test");

  private final String label;

  Split(String label) {
    this.label = label;
  }

  /** {@code train} or {@code test}: the task id prefix and the benchmark id suffix. */
  public String label() {
    return label;
  }

  /** The folder of the task group that holds this half's tasks, and the manifest key that lists them. */
  public String tasksFolder() {
    return label + "_tasks";
  }
}
