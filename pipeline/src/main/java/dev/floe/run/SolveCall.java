package dev.floe.run;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The what of one solve: which case of which benchmark, in which mode and attempt, with which frozen state, and the
 * base URL of the environment it may talk to.
 */
record SolveCall(
    String subBenchmark,
    String benchmark,
    String mode,
    int attempt,
    long seed,
    CasePlan casePlan,
    Path stateDir,
    Optional<String> environmentUrl,
    int tryNumber) {

  SolveCall withTry(int number) {
    return new SolveCall(subBenchmark, benchmark, mode, attempt, seed, casePlan, stateDir, environmentUrl, number);
  }
}
