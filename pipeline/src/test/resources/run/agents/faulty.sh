#!/usr/bin/env bash
# A test agent that fails in the way its case's name says.
phase="$1"
[ "$phase" = evolve ] && exit 0
answer="$FLOE_ANSWER_DIR/answer.json"
case "$FLOE_CASE" in
  CASE-005-agent-exit) echo "crashing on purpose" >&2; exit 7 ;;
  CASE-006-agent-hang)
    sleep 300 & echo $! >> "$FAULT_DIR/orphans.pid"   # a child that must die with the agent
    sleep 60 ;;
  CASE-007-no-answer) exit 0 ;;
  CASE-008-garbage) echo "this is not json {" > "$answer" ;;
  CASE-009-flaky)
    if [ ! -f "$FAULT_DIR/flaky-$FLOE_ATTEMPT" ]; then touch "$FAULT_DIR/flaky-$FLOE_ATTEMPT"; exit 1; fi
    echo '{"value": "x"}' > "$answer" ;;
  CASE-001-ok)
    # A server left running in the background by an agent that then exits: re-parented to init, it is no longer
    # the agent's descendant, and must still not outlive the run.
    ( setsid sleep 301 </dev/null >/dev/null 2>&1 & echo $! >> "$FAULT_DIR/strays.pid" )
    echo '{"value": "x"}' > "$answer" ;;
  *) echo '{"value": "x"}' > "$answer" ;;
esac
