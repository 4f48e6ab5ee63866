#!/usr/bin/env bash
# Concurrency of floe run: 64 runs (64 cases, mode base, 1 attempt) of an agent that sleeps 0.5 s, with
# --max-concurrent-runs 16. Ideal: 64 x 0.5 s / 16 = 2 s of running, plus Floe's start. The agent stamps its own
# start and end (ns), so the running phase (first agent start to last agent end) is measured apart from the start.
# Usage: pipeline/bench/run-concurrency.sh [repetitions=3]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The grader is json-match, in-process: the benchmark measures scheduling, and every process a run starts costs
# 5-10 ms of process creation on this machine, which the kernel does one at a time (docs/PERFORMANCE.md).
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 64 json-match
cat > "$tmp/agent.toml" <<TOML
name = "sleeper"
command = ["bash", "-c", "echo start \${EPOCHREALTIME/./} >> $tmp/stamps; sleep 0.5; echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\"; echo end \${EPOCHREALTIME/./} >> $tmp/stamps"]
TOML
"$root/floe" --version >/dev/null
ms() { echo $(( $(date +%s%N) / 1000000 )); }
totals=(); phases=(); starts=()
for r in $(seq "$reps"); do
  rm -rf "$tmp/out" "$tmp/stamps"
  t0=$(date +%s%N)
  "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --modes base \
    --attempts 1 --max-concurrent-runs 16 >/dev/null 2>"$tmp/floe.err"
  t1=$(date +%s%N)
  first=$(awk '$1=="start"{print $2}' "$tmp/stamps" | sort -n | head -1)   # microseconds
  last=$(awk '$1=="end"{print $2}' "$tmp/stamps" | sort -n | tail -1)
  totals+=($(( (t1 - t0) / 1000000 )))
  phases+=($(( (last - first) / 1000 )))
  starts+=($(( first / 1000 - t0 / 1000000 )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "running phase (first agent start to last agent end): ${phases[*]} ms; median $(median "${phases[@]}") ms (ideal 2000 ms)"
echo "start (floe launched to first agent start): ${starts[*]} ms; median $(median "${starts[@]}") ms"
echo "whole command: ${totals[*]} ms; median $(median "${totals[@]}") ms"
