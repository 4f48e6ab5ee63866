#!/usr/bin/env bash
# A test agent for the judge-faults fixture: writes answer.txt saying ok (nothing for CASE-006-no-answer), and counts
# its solves per case, so a test can see that a judge's failure does not solve the case again.
[ "$1" = evolve ] && exit 0
echo "$FLOE_ATTEMPT" >> "$FAULT_DIR/solves-$FLOE_CASE"
[ "$FLOE_CASE" = CASE-006-no-answer ] && exit 0
echo ok > "$FLOE_ANSWER_DIR/answer.txt"
