#!/usr/bin/env bash
# Scores 1 point for the right value, 1 for the house format: {"earned": n, "total": 2}.
answer="$1"
expected="$(cat "$(dirname "$0")/expected.txt")"
earned=0
grep -q "\"value\": *\"$expected\"" "$answer" && earned=$((earned + 1))
grep -q '"format": *"v2"' "$answer" && earned=$((earned + 1))
echo "grading $answer" >&2
echo "{\"earned\": $earned, \"total\": 2}"
