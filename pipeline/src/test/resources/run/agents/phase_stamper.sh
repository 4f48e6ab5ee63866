#!/usr/bin/env bash
# A test agent that stamps when each call starts and ends (its pid, nanoseconds) with its phase, mode and
# sub-benchmark, and waits on the others through marker files in MARKS instead of sleeping, so that what it shows
# does not depend on the machine's speed: every evolve waits (up to 20 s) until 4 evolves have started; the evolves of
# SLOW_SUB_BENCHMARK then wait (up to 20 s) until a self-mode solve of another sub-benchmark has started.
phase="$1"
echo "start $$ $(date +%s%N) $phase $FLOE_MODE $FLOE_SUB_BENCHMARK" >> "$STAMPS"
touch "$MARKS/$phase-$FLOE_MODE-$FLOE_SUB_BENCHMARK-$$"
await() { # await <count> <pattern>: until that many marker files match, for 20 s at most
  for _ in $(seq 200); do
    [ "$(find "$MARKS" -name "$2" | wc -l)" -ge "$1" ] && return
    sleep 0.1
  done
}
if [ "$phase" = evolve ]; then
  await 4 "evolve-*"
  [ "$FLOE_SUB_BENCHMARK" = "$SLOW_SUB_BENCHMARK" ] && await 1 "solve-self-*"
  echo "learned" > "$FLOE_STATE_DIR/notes.md"
else
  sleep 0.2
  value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
  printf '{"value": "%s", "format": "v2"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
fi
echo "end $$ $(date +%s%N) $phase $FLOE_MODE $FLOE_SUB_BENCHMARK" >> "$STAMPS"
