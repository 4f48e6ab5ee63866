#!/usr/bin/env bash
# Grades label.txt line by line against reference/label.txt: a point for every reference line that the
# answer has, equal, in the same place (trailing spaces and CR ignored). A line the reference does not
# have costs a point too. Prints {"earned": n, "total": m}; Floe reads the score as earned/total.
# Plain bash, no subshells: it runs once per graded answer.
set -uo pipefail
answer="$1"
mapfile -t want < reference/label.txt
mapfile -t got < "$answer"
trim() { REPLY="${1%$'\r'}"; REPLY="${REPLY%"${REPLY##*[![:space:]]}"}"; }
earned=0
total=${#want[@]}
for i in "${!want[@]}"; do
  trim "${want[$i]}"; expected="$REPLY"
  trim "${got[$i]:-}"
  if [ "$REPLY" == "$expected" ]; then
    earned=$((earned + 1))
  fi
done
if [ "${#got[@]}" -gt "$total" ]; then
  total=${#got[@]}
fi
printf '{"earned": %d, "total": %d}\n' "$earned" "$total"
