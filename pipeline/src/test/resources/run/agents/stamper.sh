#!/usr/bin/env bash
# A test agent that stamps when it starts and ends (nanoseconds), and takes a moment to answer.
echo "agent-start $(date +%s%N)" >> "$STAMPS"
sleep 0.3
echo '{}' > "$FLOE_ANSWER_DIR/answer.json"
echo "agent-end $(date +%s%N)" >> "$STAMPS"
