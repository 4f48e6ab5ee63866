#!/usr/bin/env bash
# Overhead of floe run: 1,000 runs (200 cases x 5 attempts, mode base) of a no-op agent and a no-op grader,
# against a plain bash loop that launches the same two processes per run, one after another.
# Usage: pipeline/bench/run-overhead.sh [repetitions=3] [max-concurrent-runs=4]
set -euo pipefail
# Floe's own cost, without the sandbox (bwrap adds its own per agent call: SANDBOX=bwrap measures it).
sandbox="${SANDBOX:-none}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
concurrency="${2:-4}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 200
cat > "$tmp/agent.toml" <<'TOML'
name = "noop"
command = ["sh", "-c", "echo '{}' > \"$FLOE_ANSWER_DIR/answer.json\""]
TOML
"$root/floe" --version >/dev/null
ms() { echo $(( $(date +%s%N) / 1000000 )); }
floe_times=(); loop_times=()
for r in $(seq "$reps"); do
  rm -rf "$tmp/out"
  t0=$(ms)
  "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --sandbox "$sandbox" --modes base \
    --attempts 5 --max-concurrent-runs "$concurrency" >/dev/null 2>"$tmp/floe.err"
  floe_times+=($(( $(ms) - t0 )))
  n=$(find "$tmp/out" -name run.json | wc -l)
  [ "$n" = 1000 ] || { echo "expected 1000 run.json, found $n"; exit 1; }
  t0=$(ms)
  mkdir -p "$tmp/loop"
  for i in $(seq 1000); do
    FLOE_ANSWER_DIR="$tmp/loop" sh -c "echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\"" solve
    /usr/bin/printf '{"score": 1}' >/dev/null   # the grader's binary, not bash's builtin
  done
  loop_times+=($(( $(ms) - t0 )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "floe run (1,000 runs, --max-concurrent-runs $concurrency, JVM start included): ${floe_times[*]} ms; median $(median "${floe_times[@]}") ms"
echo "bash loop (the same 2,000 processes, one after another): ${loop_times[*]} ms; median $(median "${loop_times[@]}") ms"
