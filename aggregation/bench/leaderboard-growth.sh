#!/usr/bin/env bash
# How the wall time of `floe leaderboard` grows with the number of evaluation folders: 100, 1,000 and 10,000
# synthetic folders (as leaderboard.sh, run records left out: the leaderboard reads results.json only), the whole
# command timed N times at each size (JVM start included), median per size and the ratio to the smallest.
# Usage: aggregation/bench/leaderboard-growth.sh [runs=5] [sizes="100 1000 10000"]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-5}"
sizes="${2:-100 1000 10000}"
work="$(mktemp -d "${BENCH_DIR:-/var/tmp}/floe-leaderboard-growth.XXXXXX")"
trap 'rm -rf "$work"' EXIT
largest=$(printf '%s\n' $sizes | sort -n | tail -1)
java "$root/aggregation/src/test/java/dev/floe/aggregation/bench/SyntheticEvaluations.java" "$work/all" "$largest" --no-runs
"$root/floe" --version >/dev/null   # build once, outside the timing
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ls "$work/all" | sort > "$work/folders.txt"
first=""
for size in $sizes; do
  mkdir -p "$work/$size"
  # The first $size folders, hard-linked: the same files, no copy.
  (cd "$work/all" && head -n "$size" "$work/folders.txt" | xargs cp -al -t "$work/$size/")
  cat "$work/$size"/*/results.json > /dev/null   # same page cache for every run
  times=()
  for i in $(seq "$runs"); do
    t0=$(date +%s%N)
    "$root/floe" leaderboard --config "$root/samples/leaderboards/gdpevo.toml" --evaluations "$work/$size" \
        --out "$work/board-$size" > /dev/null
    times+=($(( ($(date +%s%N) - t0) / 1000000 )))
  done
  m=$(median "${times[@]}")
  first="${first:-$m}"
  echo "$size folders: ${times[*]} ms; median $m ms; $(awk -v m="$m" -v f="$first" 'BEGIN {printf "%.1f", m / f}') x the smallest"
done
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
