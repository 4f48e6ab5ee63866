#!/usr/bin/env bash
# A test agent that writes down what its staged folders hold when it starts, then litters everything it can reach:
# a workspace reused by the next solve must show that solve only its own task and state, and an empty work folder
# like a new one (whether this solve locked its work folder or put a link to a folder outside in its place).
phase="$1"
if [ "$phase" = evolve ]; then
  echo "state of $FLOE_MODE attempt $FLOE_ATTEMPT" > "$FLOE_STATE_DIR/state.txt"
  exit 0
fi
work="$PWD"
{
  echo "== workspace"; basename "$(dirname "$PWD")"
  echo "== root"; ls -a "$PWD/.." | sort | tr '\n' ' '; echo
  echo "== task"; (cd "$FLOE_TASK_DIR" && find . | sort && cat README.md)
  echo "== state"; (cd "$FLOE_STATE_DIR" && find . | sort && cat ./*.txt 2>/dev/null)
  echo "== work"; (cd "$work" && find . | sort)
  echo "== work-access"; stat -c %a "$work"
  echo "== answer"; (cd "$FLOE_ANSWER_DIR" && find . | sort)
} > "$SEEN_DIR/$FLOE_MODE-$FLOE_ATTEMPT-$FLOE_CASE.txt"
sleep 0.25   # so that the run outlasts the sweeps after which workspaces are handed out again
value=$(sed -n 's/^VALUE: //p' "$FLOE_TASK_DIR/README.md")
printf '{"value": "%s"}\n' "$value" > "$FLOE_ANSWER_DIR/answer.json"
echo LITTER > "$PWD/litter.txt"
mkdir -p "$PWD/deep/er" && echo LITTER > "$PWD/deep/er/x"
echo LITTER > "$PWD/../at-the-root.txt"
echo LITTER >> "$FLOE_TASK_DIR/README.md"
echo LITTER > "$FLOE_TASK_DIR/extra.txt"
ln -s "$OUTSIDE" "$FLOE_TASK_DIR/link"
ln -f "$OUTSIDE_HARD" "$FLOE_TASK_DIR/README.md"   # the next statement must not be written into this file
chmod u+w "$FLOE_STATE_DIR" && echo LITTER > "$FLOE_STATE_DIR/extra.txt"
chmod 000 "$FLOE_TASK_DIR"
if [ "$FLOE_ATTEMPT" = 1 ]; then
  chmod 000 "$work"
else
  cd .. && rm -rf "$work" && ln -s "$OUTSIDE_DIR" work
fi
exit 0
