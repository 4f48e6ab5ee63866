#!/usr/bin/env bash
# Scheduling of evolves and test attempts: 2 sub-benchmarks (3 train and 3 test cases each), modes base and self,
# 3 attempts, 4 run slots. Every evolve takes 3 s and every solve 1 s, so the agents need 6 x 3 + 36 x 1 = 54
# slot-seconds: 13.5 s at 4 slots if no slot is ever idle. The agent stamps each call (EPOCHREALTIME), so the
# running phase (first agent start to last agent end) is measured apart from Floe's start; the timeline shows when
# each evolve started and when the first self-mode solve did.
# Usage: pipeline/bench/run-schedule.sh [repetitions=3]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for sub in alpha beta; do
  for part in train test; do
    bench="$tmp/repo/packages/$sub-$part"
    mkdir -p "$bench"
    printf 'id = "%s"\ntitle = "%s"\ndescription = "Schedule benchmark."\nversion = "0.1.0"\nlast_update = "2026-11-30T00:00:00Z"\nstatus = "draft"\n\n[author]\nname = "Floe"\n' \
      "$sub-$part" "$sub-$part" > "$bench/benchmark_config.toml"
    for c in 1 2 3; do
      case_dir="$bench/CASE-00$c-$part"
      mkdir -p "$case_dir/statement" "$case_dir/rubric/reference"
      printf 'id = "CASE-00%s-%s"\ntitle = "Case %s"\ndescription = "Answers {}."\n' "$c" "$part" "$c" > "$case_dir/task_config.toml"
      echo "# Write {} to answer.json" > "$case_dir/statement/README.md"
      echo "Any {}." > "$case_dir/rubric/README.md"
      printf 'kind = "json-match"\nreference = "reference/answer.json"\n' > "$case_dir/rubric/grader.toml"
      echo '{}' > "$case_dir/rubric/reference/answer.json"
    done
  done
done
cat > "$tmp/agent.toml" <<TOML
name = "scheduled"
command = ["bash", "-c", "echo \"start \${EPOCHREALTIME/./} \$FLOE_PHASE \$FLOE_MODE\" >> $tmp/stamps; if [ \"\$FLOE_PHASE\" = evolve ]; then sleep 3; echo notes > \"\$FLOE_STATE_DIR/notes.md\"; else sleep 1; echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\"; fi; echo \"end \${EPOCHREALTIME/./} \$FLOE_PHASE \$FLOE_MODE\" >> $tmp/stamps"]
TOML
"$root/floe" --version >/dev/null
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
phases=(); totals=()
for r in $(seq "$reps"); do
  rm -rf "$tmp/out" "$tmp/stamps"
  t0=$(date +%s%N)
  "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --sandbox none \
    --modes base,self --attempts 3 --max-concurrent-runs 4 >/dev/null 2>"$tmp/floe.err" \
    || { echo "floe run failed:"; cat "$tmp/floe.err"; exit 1; }
  totals+=($(( ($(date +%s%N) - t0) / 1000000 )))
  [ "$(find "$tmp/out" -name run.json | wc -l)" = 36 ] || { echo "expected 36 run.json"; exit 1; }
  phases+=($(awk '$1=="start"&&(!f||$2<f){f=$2} $1=="end"&&$2>l{l=$2} END {printf "%d", (l-f)/1000}' "$tmp/stamps"))
  echo "repetition $r: running phase ${phases[-1]} ms (whole command ${totals[-1]} ms); seconds from the first start:"
  awk '$1=="start"{if(!f)f=$2; printf "  %5.1f %s %s\n", ($2-f)/1e6, $3, $4}' "$tmp/stamps" \
    | awk '$2=="evolve" || ($3=="self" && !seen++)' | tr '\n' ';'; echo
done
echo "running phase: ${phases[*]} ms; median $(median "${phases[@]}") ms; ideal 13500 ms (no idle slot)"
echo "whole command (JVM start included): ${totals[*]} ms; median $(median "${totals[@]}") ms"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
