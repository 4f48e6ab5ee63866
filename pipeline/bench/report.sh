#!/usr/bin/env bash
# Every benchmark of docs/PERFORMANCE.md in one sitting, one after another (never two at once: each would slow the
# other), with the machine and its load before each. About 15 minutes on 2 cores. Prints everything; the figures
# in docs/PERFORMANCE.md are copied from one such output.
# Usage: pipeline/bench/report.sh [repetitions=3]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
section() { echo; echo "== $* ($(date -u +%H:%M:%S), load average $(cut -d' ' -f1-3 /proc/loadavg))"; }
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(java -version 2>&1 | head -1)"
"$root/floe" --version >/dev/null
section "overhead: 1,000 no-op runs vs the bash loop"
"$root/pipeline/bench/run-overhead.sh" "$reps" 4
section "the same with the sandbox (bwrap) around every agent call"
SANDBOX=bwrap "$root/pipeline/bench/run-overhead.sh" 1 4
section "concurrency: 64 runs of a 0.5 s agent at 4, 16 and 64 at once"
"$root/pipeline/bench/run-concurrency.sh" "$reps" "4 16 64"
section "concurrency: the same, one at a time (32 s each, so once)"
"$root/pipeline/bench/run-concurrency.sh" 1 1
section "runners: the demo's job on the DirectRunner and on Flink's embedded cluster"
"$root/pipeline/bench/runners.sh" "$reps" demo
section "leaderboard: 100, 1,000, 10,000 evaluation folders"
"$root/aggregation/bench/leaderboard-growth.sh" "$reps"
section "validate: 2,000 benchmarks x 5 cases"
"$root/pipeline/bench/validate.sh" "$reps"
section "demo"
"$root/pipeline/bench/demo.sh" "$reps"
