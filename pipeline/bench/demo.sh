#!/usr/bin/env bash
# The demo benchmark: the whole `./floe demo` command (JVM start included, build excluded), timed N times
# (default 3), each into a fresh output folder; prints every time and the median.
# Usage: pipeline/bench/demo.sh [runs]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-3}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$root/floe" --version >/dev/null   # build once, outside the timing
times=()
for i in $(seq "$runs"); do
  start=$(date +%s%N)
  "$root/floe" demo --out "$scratch/demo-$i" > "$scratch/out-$i.txt" 2> "$scratch/err-$i.txt"
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  times+=("$ms")
  echo "run $i: $ms ms ($(grep -m1 '^1 ' "$scratch/out-$i.txt" | tr -s ' '))"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "runs: " NR ", median: " a[int((NR+1)/2)] " ms, min: " a[1] " ms, max: " a[NR] " ms"}'
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), load average $(cut -d' ' -f1-3 /proc/loadavg)"
