package dev.floe.run;

import java.nio.file.Path;

/** The what of one solve: which case of which benchmark, in which mode and attempt, with which frozen state. */
record SolveCall(
    String subBenchmark,
    String benchmark,
    String mode,
    int attempt,
    long seed,
    CasePlan casePlan,
    Path stateDir,
    int tryNumber) {

  SolveCall withTry(int number) {
    return new SolveCall(subBenchmark, benchmark, mode, attempt, seed, casePlan, stateDir, number);
  }
}
