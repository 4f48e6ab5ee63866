#!/usr/bin/env bash
# The validation benchmark: `floe validate` on a generated repository of 2,000 benchmarks x 5 cases,
# whole command (JVM start included), 5 runs, median. Usage: pipeline/bench/validate.sh [runs]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-5}"
repo="$(mktemp -d)/repo"
python3 "$root/pipeline/bench/generate_repository.py" "$repo" 2000 5
"$root/floe" --version >/dev/null   # build once, outside the timing
times=()
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$root/floe" validate "$repo" | tail -n 1
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000000 )))
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "runs (ms): " NR ", median: " a[int((NR+1)/2)] " ms, min: " a[1] " ms, max: " a[NR] " ms"}'
rm -rf "$(dirname "$repo")"
