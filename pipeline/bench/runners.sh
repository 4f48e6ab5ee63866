#!/usr/bin/env bash
# The same floe run job on the DirectRunner and on Flink's embedded cluster (--runner=FlinkRunner, master [local]),
# alternating, N times each; prints every wall time, both medians and the ratio Flink / Direct, and checks that the
# two runners wrote the same results.json (durations aside).
#   job "demo":  the demo's job: the sample agent (in Floe's JVM, no process) on samples/benchmarks, modes base, self,
#                fewshot, reflect-3, 3 attempts: 27 evolves, 195 graded solves; Floe's and the runner's own cost.
#   job "sleep": 64 runs of an agent that sleeps 0.5 s, 16 at once (run-concurrency.sh's job): latency-bound like a
#                real agent, where the runner's cost is what it adds to 2 s of waiting.
# Usage: pipeline/bench/runners.sh [runs=3] [job=demo]
# Both go through ./floe, as a user runs them: floe.jar for the DirectRunner, floe-flink.jar for Flink (both built
# once, before the timing). The whole command is timed, JVM start included.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-3}"
job="${2:-demo}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$job" in
  demo)
    repo="$root/samples/benchmarks"
    agent="$root/samples/agents/sample.toml"
    args=()
    ;;
  sleep)
    python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 64 json-match >/dev/null
    repo="$tmp/repo"
    agent="$tmp/agent.toml"
    cat > "$agent" <<'TOML'
name = "sleeper"
command = ["bash", "-c", "sleep 0.5; echo '{}' > \"$FLOE_ANSWER_DIR/answer.json\""]
TOML
    args=(--modes base --attempts 1 --max-concurrent-runs 16)
    ;;
  *) echo "runners.sh: unknown job '$job' (demo or sleep)" >&2; exit 2 ;;
esac

"$root/floe" --version >/dev/null                          # builds floe.jar if needed
"$root/floe" run --help --runner=FlinkRunner >/dev/null    # builds floe-flink.jar if needed

direct=(); flink=()
for i in $(seq "$runs"); do
  for runner in direct flink; do
    extra=()
    [ "$runner" = flink ] && extra=(--runner=FlinkRunner --flinkMaster=[local])
    out="$tmp/out-$runner-$i"
    t0=$(date +%s%N)
    if ! "$root/floe" run --benchmarks "$repo" --agent-config "$agent" --out "$out" "${args[@]}" "${extra[@]}" \
        >"$tmp/$runner-$i.out" 2>"$tmp/$runner-$i.err"; then
      echo "runners.sh: the $runner run failed:" >&2
      tail -20 "$tmp/$runner-$i.err" >&2
      exit 1
    fi
    ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    if [ "$runner" = direct ]; then direct+=("$ms"); else flink+=("$ms"); fi
    echo "run $i $runner: $ms ms"
  done
  # Same records, same aggregates: each results.json byte for byte, its durations ("seconds") set aside.
  for results in "$tmp/out-direct-$i"/evaluations/*/results.json; do
    other="$tmp/out-flink-$i/evaluations/$(basename "$(dirname "$results")")/results.json"
    if ! diff <(sed -E 's/"seconds" : [0-9.E-]+/"seconds" : _/' "$results") \
              <(sed -E 's/"seconds" : [0-9.E-]+/"seconds" : _/' "$other") >/dev/null; then
      echo "runners.sh: $results and $other differ" >&2
      exit 1
    fi
  done
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
md=$(median "${direct[@]}"); mf=$(median "${flink[@]}")
echo "job $job, $runs runs each; results.json identical on both runners (durations aside)"
echo "DirectRunner:         ${direct[*]} ms; median $md ms"
echo "Flink embedded:       ${flink[*]} ms; median $mf ms"
echo "ratio Flink / Direct: $(awk -v f="$mf" -v d="$md" 'BEGIN {printf "%.2f", f / d}')"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg)"
