#!/usr/bin/env bash
# The leaderboard benchmark: `floe leaderboard` with samples/leaderboards/gdpevo.toml over 10,000
# synthetic evaluation folders (4 modes x 5 cases x 3 attempts each, run.json files included), whole
# command under /usr/bin/time -v (JVM start included), median wall time and peak memory over the runs.
# Usage: aggregation/bench/leaderboard.sh [runs] [folders] [existing-evaluations-dir]
# Without the third argument the folders are generated (about 6 GB, one to two minutes) and removed after.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-5}"
count="${2:-10000}"
# Not /tmp: it is shared, and 600,000 small files there get in other tools' way.
work="$(mktemp -d "${BENCH_DIR:-/var/tmp}/floe-leaderboard-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
evaluations="${3:-$work/evaluations}"
if [ -z "${3:-}" ]; then
  java "$root/aggregation/src/test/java/dev/floe/aggregation/bench/SyntheticEvaluations.java" "$evaluations" "$count"
fi
"$root/floe" --version >/dev/null   # build once, outside the timing
cat "$evaluations"/*/results.json > /dev/null   # same page cache for every run
walls=()
rss=()
cpus=()
for i in $(seq "$runs"); do
  /usr/bin/time -v "$root/floe" leaderboard --config "$root/samples/leaderboards/gdpevo.toml" \
      --evaluations "$evaluations" --out "$work/board" > "$work/out.txt" 2> "$work/time.txt"
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {split($2, t, ":"); print (t[1] * 60 + t[2])}' "$work/time.txt")
  mem=$(awk -F': ' '/Maximum resident set size/ {print int($2 / 1024)}' "$work/time.txt")
  cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {print s}' "$work/time.txt")
  echo "run $i: ${wall} s wall, ${cpu} s CPU, peak ${mem} MB, $(grep -c '^[0-9]' "$work/out.txt") rows"
  walls+=("$wall")
  rss+=("$mem")
  cpus+=("$cpu")
done
printf '%s\n' "${walls[@]}" | sort -n | awk '{a[NR]=$1} END {print "wall (s): median " a[int((NR+1)/2)] ", min " a[1] ", max " a[NR]}'
printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print "CPU (s): median " a[int((NR+1)/2)]}'
printf '%s\n' "${rss[@]}" | sort -n | awk '{a[NR]=$1} END {print "peak RSS (MB): median " a[int((NR+1)/2)] ", max " a[NR]}'
