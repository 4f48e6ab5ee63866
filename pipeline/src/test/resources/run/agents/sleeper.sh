#!/usr/bin/env bash
# A test agent that takes a while and logs every call, for resume tests: the log shows what ran twice.
phase="$1"
echo "$FLOE_PHASE $FLOE_MODE ${FLOE_CASE:-train} $FLOE_ATTEMPT" >> "$CALLS_LOG"
sleep "${SLEEP_SECONDS:-0.3}"
if [ "$phase" = solve ]; then
  value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
  printf '{"value": "%s", "format": "v2"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
fi
