#!/usr/bin/env bash
# A test agent whose evolve does to its state folder what STATE_ACT says: rm (deletes it), link (a link in its place)
# or file (a file in its place). Solves answer right.
if [ "$1" = evolve ]; then
  case "$STATE_ACT" in
    rm) rm -rf "$FLOE_STATE_DIR" ;;
    link) rm -rf "$FLOE_STATE_DIR"; ln -s /etc "$FLOE_STATE_DIR" ;;
    file) rm -rf "$FLOE_STATE_DIR"; echo file > "$FLOE_STATE_DIR" ;;
  esac
  exit 0
fi
echo '{"value": "x"}' > "$FLOE_ANSWER_DIR/answer.json"
