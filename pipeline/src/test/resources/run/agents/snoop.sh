#!/usr/bin/env bash
# A test agent that looks everywhere it can for what it must not see, and dumps it all for the test to search:
# its environment, its command line, every ancestor folder's listing, and every file under its staged folders.
phase="$1"
dump="$DUMP_DIR/$FLOE_PHASE-$FLOE_MODE-$FLOE_ATTEMPT-${FLOE_CASE:-train}-${FLOE_ROUND:-x}-$$.txt"
{
  echo "== env"; env
  echo "== cmdline"; tr '\0' ' ' < /proc/$$/cmdline; echo; echo "$0 $*"
  echo "== ancestors"
  dir="$PWD"
  while [ "$dir" != "/" ]; do dir=$(dirname "$dir"); echo "-- $dir"; ls -a "$dir"; done
  echo "== staged files"
  find "$PWD/.." -print 2>/dev/null
  find "$PWD/.." -type f -exec sh -c 'echo "-- $1"; cat "$1"' _ {} \; 2>/dev/null
} > "$dump"
if [ "$phase" = solve ]; then
  value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
  printf '{"value": "%s"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
else
  echo "evolved" > "$FLOE_STATE_DIR/notes.txt"
fi
