#!/usr/bin/env bash
# Concurrency of floe run: 64 runs (64 cases, mode base, 1 attempt) of an agent that sleeps 0.5 s, with
# --max-concurrent-runs 16. Ideal: 64 x 0.5 s / 16 = 2 s, plus JVM start. Usage: pipeline/bench/run-concurrency.sh [reps=3]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 64
cat > "$tmp/agent.toml" <<'TOML'
name = "sleeper"
command = ["sh", "-c", "sleep 0.5; echo '{}' > \"$FLOE_ANSWER_DIR/answer.json\""]
TOML
"$root/floe" --version >/dev/null
ms() { echo $(( $(date +%s%N) / 1000000 )); }
t0=$(ms); "$root/floe" --help >/dev/null; jvm=$(( $(ms) - t0 ))
times=()
for r in $(seq "$reps"); do
  rm -rf "$tmp/out"
  t0=$(ms)
  "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --modes base \
    --attempts 1 --max-concurrent-runs 16 >/dev/null 2>"$tmp/floe.err"
  times+=($(( $(ms) - t0 )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "floe run, 64 x 0.5 s at 16 at once: ${times[*]} ms; median $(median "${times[@]}") ms (ideal 2000 ms + JVM start; floe --help alone: $jvm ms)"
