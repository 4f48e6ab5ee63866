#!/usr/bin/env bash
# A test agent that answers, and leaves a background job writing one more file into its answer folder and its
# work folder 0.2 s after it exited: into folders that a later solve may reuse.
phase="$1"
if [ "$phase" = evolve ]; then exit 0; fi
ls -A "$FLOE_ANSWER_DIR" "$PWD" | tr '\n' ' ' > "$SEEN_DIR/$FLOE_MODE-$FLOE_ATTEMPT-$FLOE_CASE.txt"
value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
printf '{"value": "%s"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
answer="$FLOE_ANSWER_DIR"; work="$PWD"; me="$FLOE_CASE-$FLOE_ATTEMPT"
( sleep 0.2; echo "from $me" > "$answer/late-from-$me.txt"; echo "from $me" > "$work/late-from-$me.txt" ) \
  >/dev/null 2>&1 &
exit 0
