#!/usr/bin/env bash
# A command judge that fails in the way its case's name says (the judge-faults fixture); it counts its calls per case.
[ "$1" = judge ] || exit 9
echo "$FLOE_SAMPLE" >> "$FAULT_DIR/judge-calls-$FLOE_CASE"
case "$FLOE_CASE" in
  CASE-002-judge-crash) echo "the judge crashed on purpose" >&2; exit 3 ;;
  CASE-003-judge-hang) sleep 60 ;;
  CASE-004-judge-garbage) echo "Looks fine to me, I would give it full marks."; exit 0 ;;
  CASE-005-judge-flaky)
    if [ ! -f "$FAULT_DIR/flaky-judge" ]; then touch "$FAULT_DIR/flaky-judge"; exit 1; fi ;;
  CASE-007-over-maximum) echo '{"score": 12, "reason": "12 of the rubric'"'"'s 4 points"}'; exit 0 ;;
esac
echo '{"score": 4, "max_score": 4, "reason": "says ok", "points": [{"criterion": "ok", "awarded": 4}]}'
