#!/usr/bin/env bash
# A test agent that learns "the house format" from any evolve, and writes down what each call showed it.
set -euo pipefail
phase="$1"
if [ "$phase" = evolve ]; then
  if [ "$FLOE_ROUND" = 0 ]; then
    refs=$(find "$FLOE_TRAIN_DIR" -path '*/reference/*' -type f | wc -l)
    cases=$(find "$FLOE_TRAIN_DIR" -mindepth 1 -maxdepth 1 -type d | wc -l)
    printf 'mode=%s\nattempt=%s\ntrain_cases=%s\nreferences=%s\n' \
      "$FLOE_MODE" "$FLOE_ATTEMPT" "$cases" "$refs" > "$FLOE_STATE_DIR/state.txt"
  else
    feedback=$(find "$FLOE_TRAIN_DIR" -name feedback.json | wc -l)
    answers=$(find "$FLOE_TRAIN_DIR" -path '*/answer/answer.json' | wc -l)
    scores=$(cat "$FLOE_TRAIN_DIR"/*/feedback.json | tr -d ' \n')
    echo "feedback round $FLOE_ROUND: $feedback feedback, $answers answers, $scores" >> "$FLOE_STATE_DIR/state.txt"
  fi
  exit 0
fi
value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
if [ -f "$FLOE_STATE_DIR/state.txt" ]; then
  state_attempt=$(sed -n 's/^attempt=//p' "$FLOE_STATE_DIR/state.txt")
  printf '{"value": "%s", "format": "v2", "attempt": %s, "state_attempt": %s}\n' \
    "$value" "$FLOE_ATTEMPT" "$state_attempt" > "$FLOE_ANSWER_DIR/answer.json"
else
  printf '{"value": "%s", "attempt": %s}\n' "$value" "$FLOE_ATTEMPT" > "$FLOE_ANSWER_DIR/answer.json"
fi
echo '{"input_tokens": 100, "output_tokens": 10, "turns": 2, "tool_calls": 3}' > usage.json
