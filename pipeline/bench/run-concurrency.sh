#!/usr/bin/env bash
# Concurrency of floe run: 64 runs (64 cases, mode base, 1 attempt) of an agent that sleeps 0.5 s, at each
# --max-concurrent-runs level given. Ideal running phase: ceil(64 / level) x 0.5 s (2 s at 16). The agent stamps
# its own start and end (EPOCHREALTIME), so the running phase (first agent start to last agent end) is measured
# apart from Floe's start. Efficiency = ideal / measured. Beside each level, in the same minute, two schedulers with
# none of Floe's work show what this machine allows:
#   - the floor: lean_scheduler.py (one thread, posix_spawn, wait; no staging, records or grading) starting the very
#     same agent command, its running phase measured by the same stamps;
#   - `xargs -P level` running the same 64 commands without the stamps (the whole command's time).
# Usage: pipeline/bench/run-concurrency.sh [repetitions=3] [levels="16"]   e.g. run-concurrency.sh 3 "1 4 16 64"
set -euo pipefail
# Floe's own cost, without the sandbox (bwrap adds its own per agent call: SANDBOX=bwrap measures it).
sandbox="${SANDBOX:-none}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
levels="${2:-16}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The grader is json-match, in Floe (no process): the benchmark measures scheduling, not process creation.
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 64 json-match
agent='echo start ${EPOCHREALTIME/./} >> '"$tmp"'/stamps; sleep 0.5; echo {} > "$FLOE_ANSWER_DIR/answer.json"; echo end ${EPOCHREALTIME/./} >> '"$tmp"'/stamps'
python3 -c 'import json, sys; print("name = \"sleeper\"\ncommand = " + json.dumps(["bash", "-c", sys.argv[1]]))' "$agent" \
  > "$tmp/agent.toml"
"$root/floe" --version >/dev/null
# First agent start to last agent end in the stamps file, in ms.
phase_ms() { awk '$1=="start" && (s=="" || $2<s) {s=$2} $1=="end" && $2>e {e=$2} END {printf "%d\n", (e-s)/1000}' "$tmp/stamps"; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for level in $levels; do
  ideal=$(( (64 + level - 1) / level * 500 ))
  totals=(); phases=(); starts=(); plains=(); floors=()
  for r in $(seq "$reps"); do
    mkdir -p "$tmp/plain"
    t0=$(date +%s%N)
    seq 64 | xargs -P "$level" -I{} env FLOE_ANSWER_DIR="$tmp/plain" bash -c "sleep 0.5; echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\""
    plains+=($(( ($(date +%s%N) - t0) / 1000000 )))
    rm -f "$tmp/stamps"
    python3 "$root/pipeline/bench/lean_scheduler.py" "$level" 64 "$tmp/plain" bash -c "$agent"
    floors+=($(phase_ms))
    rm -rf "$tmp/out" "$tmp/stamps"
    t0=$(date +%s%N)
    "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --sandbox "$sandbox" --modes base \
      --attempts 1 --max-concurrent-runs "$level" >/dev/null 2>"$tmp/floe.err"
    t1=$(date +%s%N)
    [ "$(find "$tmp/out" -name run.json | wc -l)" = 64 ] || { echo "expected 64 run.json"; cat "$tmp/floe.err"; exit 1; }
    first=$(awk '$1=="start"{print $2}' "$tmp/stamps" | sort -n | head -1)   # microseconds
    totals+=($(( (t1 - t0) / 1000000 )))
    phases+=($(phase_ms))
    starts+=($(( first / 1000 - t0 / 1000000 )))
  done
  phase=$(median "${phases[@]}")
  echo "level $level: running phase ${phases[*]} ms; median $phase ms; ideal $ideal ms; ratio $(awk -v p="$phase" -v i="$ideal" 'BEGIN {printf "%.2f", p / i}') x ideal; efficiency $(awk -v p="$phase" -v i="$ideal" 'BEGIN {printf "%.0f%%", 100 * i / p}')"
  floor=$(median "${floors[@]}")
  echo "level $level: the floor (lean_scheduler.py, the same agents): ${floors[*]} ms; median $floor ms; $(awk -v f="$floor" -v i="$ideal" 'BEGIN {printf "%.2f", f / i}') x ideal; floe / floor $(awk -v p="$phase" -v f="$floor" 'BEGIN {printf "%.2f", p / f}')"
  plain=$(median "${plains[@]}")
  echo "level $level: xargs -P $level, the same 64 commands: ${plains[*]} ms; median $plain ms; floe / xargs $(awk -v p="$phase" -v x="$plain" 'BEGIN {printf "%.2f", p / x}')"
  echo "level $level: start (floe launched to first agent start) median $(median "${starts[@]}") ms; whole command median $(median "${totals[@]}") ms"
done
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
