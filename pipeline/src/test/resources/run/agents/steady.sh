#!/usr/bin/env bash
# A test agent for the kill and disk-full tests: what it writes is decided by its inputs alone (the answer by the
# statement and by whether its evolve left notes), each call takes a while so that it can be killed part-way, and it
# logs every call with the moment it started (so a test can tell which run of Floe started it) and its pid.
phase="$1"
# DiskFullTest limits Floe's file size (a soft limit, inherited here): the limit is for Floe's writes, not this agent's.
ulimit -S -f unlimited 2>/dev/null
now="${EPOCHREALTIME/,/.}"
echo "$now $FLOE_PHASE $FLOE_MODE $FLOE_BENCHMARK ${FLOE_CASE:-train} $FLOE_ATTEMPT ${FLOE_ROUND:--} $$" >> "$CALLS_LOG"
# A line in its log, as any agent writes: a log that mixed a killed try with the next one would show it twice.
echo "steady: $FLOE_PHASE ${FLOE_CASE:-train}, attempt $FLOE_ATTEMPT, round ${FLOE_ROUND:--}" >&2
sleep "${SLEEP_SECONDS:-0.3}"
if [ "$phase" = evolve ]; then
  echo "round $FLOE_ROUND, seed $FLOE_SEED" >> "$FLOE_STATE_DIR/notes.txt"
  exit 0
fi
value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
if [ -f "$FLOE_STATE_DIR/notes.txt" ]; then format=v2; else format=v1; fi
printf '{"value": "%s", "format": "%s"}\n' "$value" "$format" > "$FLOE_ANSWER_DIR/answer.json"
# BIG_USAGE_CASE: in mode base, attempt 1, this case's usage.json carries a note of BIG_USAGE_BYTES, so its
# run.json is that large.
if [ -n "${BIG_USAGE_CASE:-}" ] && [ "$FLOE_CASE" = "$BIG_USAGE_CASE" ] && [ "$FLOE_MODE" = base ] \
    && [ "$FLOE_ATTEMPT" = 1 ]; then
  note=$(head -c "$BIG_USAGE_BYTES" /dev/zero | tr '\0' 'x')
  printf '{"input_tokens": 100, "output_tokens": 10, "note": "%s"}\n' "$note" > usage.json
else
  echo '{"input_tokens": 100, "output_tokens": 10, "turns": 2}' > usage.json
fi
