#!/usr/bin/env bash
# Overhead of floe run: 1,000 runs (200 cases x 5 attempts, mode base) of a no-op agent and a no-op grader,
# against a plain bash loop that launches the same two processes per run, one after another.
# Usage: pipeline/bench/run-overhead.sh [repetitions=5] [max-concurrent-runs=4]
set -euo pipefail
# Floe's own cost, without the sandbox (bwrap adds its own per agent call: SANDBOX=bwrap measures it).
sandbox="${SANDBOX:-none}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-5}"
concurrency="${2:-4}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/repo" 200
cat > "$tmp/agent.toml" <<'TOML'
name = "noop"
command = ["sh", "-c", "echo '{}' > \"$FLOE_ANSWER_DIR/answer.json\""]
TOML
# Untimed: the first run after a build records the launcher's class-data archive (README, "Launcher options").
python3 "$root/pipeline/bench/generate_run_repository.py" "$tmp/warm" 1
"$root/floe" run --benchmarks "$tmp/warm" --agent-config "$tmp/agent.toml" --out "$tmp/warm-out" --sandbox "$sandbox" \
  --modes base --attempts 1 >/dev/null 2>&1
ms() { echo $(( $(date +%s%N) / 1000000 )); }
# Each timed part starts on a settled disk: what the previous part wrote is flushed first (sync, then a pause), so
# neither side pays for the other's writeback, and the order alternates (Floe first, then the loop first). The
# previous part's files are moved aside, not deleted, until the end: on ext4 without a journal (this machine's
# root), every new file scans past the inodes deleted in the last minute or so, which would charge the deletion of
# the last run's 7,000 files to whichever side runs next.
settle() { mkdir -p "$tmp/aside"; for f in "$tmp/out" "$tmp/loop"; do [ ! -e "$f" ] || mv "$f" "$tmp/aside/$RANDOM$RANDOM"; done; sync; sleep 3; }
time_floe() {
  settle
  local t0; t0=$(ms)
  "$root/floe" run --benchmarks "$tmp/repo" --agent-config "$tmp/agent.toml" --out "$tmp/out" --sandbox "$sandbox" --modes base \
    --attempts 5 --max-concurrent-runs "$concurrency" >/dev/null 2>"$tmp/floe.err"
  floe_times+=($(( $(ms) - t0 )))
  local n; n=$(find "$tmp/out" -name run.json | wc -l)
  [ "$n" = 1000 ] || { echo "expected 1000 run.json, found $n"; cat "$tmp/floe.err"; exit 1; }
}
time_loop() {
  settle
  local t0; t0=$(ms)
  mkdir -p "$tmp/loop"
  for i in $(seq 1000); do
    FLOE_ANSWER_DIR="$tmp/loop" sh -c "echo '{}' > \"\$FLOE_ANSWER_DIR/answer.json\"" solve
    /usr/bin/printf '{"score": 1}' >/dev/null   # the grader's binary, not bash's builtin
  done
  loop_times+=($(( $(ms) - t0 )))
}
floe_times=(); loop_times=(); ratios=()
for r in $(seq "$reps"); do
  if (( r % 2 )); then time_floe; time_loop; else time_loop; time_floe; fi
  ratios+=($(awk -v f="${floe_times[-1]}" -v l="${loop_times[-1]}" 'BEGIN {printf "%.2f", f / l}'))
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "floe run (1,000 runs, --max-concurrent-runs $concurrency, JVM start included): ${floe_times[*]} ms; median $(median "${floe_times[@]}") ms"
echo "bash loop (the same 2,000 processes, one after another): ${loop_times[*]} ms; median $(median "${loop_times[@]}") ms"
echo "floe / loop, each pair taken back to back: ${ratios[*]}; median $(median "${ratios[@]}")"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
