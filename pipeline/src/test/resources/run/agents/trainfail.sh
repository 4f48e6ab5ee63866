#!/usr/bin/env bash
# A test agent whose solves of the train case CASE-001-red crash (exit 3), in every reflect round; every other solve
# answers.
[ "$1" = evolve ] && exit 0
if [ "$FLOE_CASE" = CASE-001-red ]; then echo "crashing on purpose" >&2; exit 3; fi
echo '{"value": "x"}' > "$FLOE_ANSWER_DIR/answer.json"
