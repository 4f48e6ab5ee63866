#!/usr/bin/env bash
# A command judge (SPEC 1.1) that reads the rubric's points and checks the answer.
#
# Each rubric line "- N points: ... `text`" is one criterion: the judge awards its N points when the answer folder
# holds the quoted text, else 0. It prints its verdict without max_score, so Floe reads the score against the maximum
# the rubric states ("max 10 points"). It reports its own usage in usage.json, and names in its verdict what it was
# shown, so a test can check that it got the statement and the rubric's maximum.
set -euo pipefail
[ "$1" = judge ] || { echo "called with phase $1, not judge" >&2; exit 9; }
answer=$(cat "$FLOE_ANSWER_DIR"/* 2>/dev/null || true)
statement=$(head -n 1 "$FLOE_TASK_DIR/README.md")
criterion='^- ([0-9]+) points?: [^`]*`([^`]+)`'
score=0
points=""
while IFS= read -r line; do
  [[ "$line" =~ $criterion ]] || continue
  n=${BASH_REMATCH[1]}
  text=${BASH_REMATCH[2]}
  awarded=0
  if [[ "$answer" == *"$text"* ]]; then awarded=$n; fi
  score=$((score + awarded))
  quoted=$(printf '%s' "$text" | sed 's/["\\]/\\&/g')
  points="$points${points:+, }{\"criterion\": \"$quoted\", \"awarded\": $awarded, \"max\": $n}"
done < "$FLOE_RUBRIC_DIR/README.md"
# A judge may scribble on its copies: the answer Floe keeps must not change.
for file in "$FLOE_ANSWER_DIR"/*; do
  if [ -f "$file" ]; then echo "overwritten by the judge" > "$file"; fi
done
echo "judging $FLOE_CASE of $FLOE_BENCHMARK, sample $FLOE_SAMPLE" >&2
echo '{"input_tokens": 50, "output_tokens": 5, "cost_usd": 0.001}' > usage.json
printf '{"score": %d, "reason": "JUDGE-VERDICT-TOKEN: %d points by the rubric", "points": [%s], "statement": "%s", "rubric_max": "%s"}\n' \
  "$score" "$score" "$points" "$statement" "${FLOE_RUBRIC_MAX_SCORE:-}"
