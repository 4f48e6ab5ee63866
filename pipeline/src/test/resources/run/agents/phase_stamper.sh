#!/usr/bin/env bash
# A test agent that stamps when each call starts and ends (its pid, nanoseconds) with its phase, mode and
# sub-benchmark.
# Evolves of the sub-benchmark named in SLOW_SUB_BENCHMARK take 3 s, other evolves 0.3 s, solves 0.2 s.
phase="$1"
echo "start $$ $(date +%s%N) $phase $FLOE_MODE $FLOE_SUB_BENCHMARK" >> "$STAMPS"
if [ "$phase" = evolve ]; then
  [ "$FLOE_SUB_BENCHMARK" = "$SLOW_SUB_BENCHMARK" ] && sleep 3 || sleep 0.3
  echo "learned" > "$FLOE_STATE_DIR/notes.md"
else
  sleep 0.2
  value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
  printf '{"value": "%s", "format": "v2"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
fi
echo "end $$ $(date +%s%N) $phase $FLOE_MODE $FLOE_SUB_BENCHMARK" >> "$STAMPS"
