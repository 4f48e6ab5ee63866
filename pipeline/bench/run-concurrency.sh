#!/usr/bin/env bash
# Concurrency of floe run: 64 runs (64 cases, mode base, 1 attempt) of an agent that sleeps 0.5 s, at each
# --max-concurrent-runs level given. Ideal running phase: ceil(64 / level) x 0.5 s (2 s at 16). The agent stamps
# its own start and end (EPOCHREALTIME), so the running phase (first agent start to last agent end) is measured
# apart from Floe's start. Efficiency = ideal / measured. Beside each level, the same 64 agent commands under
# `xargs -P level` (the simplest scheduler there is: no staging, no grading, no records) show what this machine
# allows at that moment; Floe's running phase is compared with it too.
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
cat > "$tmp/agent.toml" <<TOML
name = "sleeper"
command = ["bash", "-c", "echo start \${EPOCHREALTIME/./} >> $tmp/stamps; sleep 0.5; echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\"; echo end \${EPOCHREALTIME/./} >> $tmp/stamps"]
TOML
"$root/floe" --version >/dev/null
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for level in $levels; do
  ideal=$(( (64 + level - 1) / level * 500 ))
  totals=(); phases=(); starts=(); plains=()
  for r in $(seq "$reps"); do
    mkdir -p "$tmp/plain"
    t0=$(date +%s%N)
    seq 64 | xargs -P "$level" -I{} env FLOE_ANSWER_DIR="$tmp/plain" bash -c "sleep 0.5; echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\""
    plains+=($(( ($(date +%s%N) - t0) / 1000000 )))
    rm -rf "$tmp/out" "$tmp/stamps"
    t0=$(date +%s%N)
    "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --sandbox "$sandbox" --modes base \
      --attempts 1 --max-concurrent-runs "$level" >/dev/null 2>"$tmp/floe.err"
    t1=$(date +%s%N)
    [ "$(find "$tmp/out" -name run.json | wc -l)" = 64 ] || { echo "expected 64 run.json"; cat "$tmp/floe.err"; exit 1; }
    first=$(awk '$1=="start"{print $2}' "$tmp/stamps" | sort -n | head -1)   # microseconds
    last=$(awk '$1=="end"{print $2}' "$tmp/stamps" | sort -n | tail -1)
    totals+=($(( (t1 - t0) / 1000000 )))
    phases+=($(( (last - first) / 1000 )))
    starts+=($(( first / 1000 - t0 / 1000000 )))
  done
  phase=$(median "${phases[@]}")
  echo "level $level: running phase ${phases[*]} ms; median $phase ms; ideal $ideal ms; ratio $(awk -v p="$phase" -v i="$ideal" 'BEGIN {printf "%.2f", p / i}') x ideal; efficiency $(awk -v p="$phase" -v i="$ideal" 'BEGIN {printf "%.0f%%", 100 * i / p}')"
  plain=$(median "${plains[@]}")
  echo "level $level: xargs -P $level, the same 64 commands: ${plains[*]} ms; median $plain ms; floe / xargs $(awk -v p="$phase" -v x="$plain" 'BEGIN {printf "%.2f", p / x}')"
  echo "level $level: start (floe launched to first agent start) median $(median "${starts[@]}") ms; whole command median $(median "${totals[@]}") ms"
done
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
