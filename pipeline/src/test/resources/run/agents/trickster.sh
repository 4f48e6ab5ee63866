#!/usr/bin/env bash
# A test agent that tries to get past Floe through what Floe copies back from it: links to a rubric file (which a
# sandboxed agent cannot read, but Floe could), a FIFO where its answer should be, a link loop, usage.json linked to
# /dev/zero, folders nested past the kernel's limit on a whole path. RUBRIC_FILE is the path it tries to smuggle in.
phase="$1"
# Nests 1,500 folders (4.5 KB of path) under $1/deep, working relative to the current folder as an agent may.
nest() {
  python3 -c "import os, sys
os.chdir(sys.argv[1])
for name in ['deep'] + ['dd'] * 1499:
    os.mkdir(name)
    os.chdir(name)
open('leaf.txt', 'w').write('leaf')" "$1"
}
if [ "$phase" = evolve ]; then
  ln -s "$RUBRIC_FILE" "$FLOE_STATE_DIR/stolen.json"
  mkfifo "$FLOE_STATE_DIR/pipe"
  ln -s . "$FLOE_STATE_DIR/loop"
  echo "what I learned" > "$FLOE_STATE_DIR/notes.txt"
  nest "$FLOE_STATE_DIR"
  exit 0
fi
value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
ls "$FLOE_STATE_DIR" > state-seen.txt
case "$FLOE_CASE" in
  CASE-001-cyan) ln -s "$RUBRIC_FILE" "$FLOE_ANSWER_DIR/answer.json" ;;
  CASE-002-magenta) mkfifo "$FLOE_ANSWER_DIR/answer.json" ;;
  *)
    printf '{"value": "%s", "format": "v2"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
    ln -s . "$FLOE_ANSWER_DIR/loop"
    ln -s /dev/zero usage.json
    nest "$FLOE_ANSWER_DIR"
    nest .
    # What the solve saw of its state, kept with the answer so the test can read it.
    cp state-seen.txt "$FLOE_ANSWER_DIR/state-seen.txt"
    ;;
esac
