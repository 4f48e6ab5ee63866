# Sourced by the adapters here: the task prompt for the phase Floe called (FLOE_PHASE), built from the FLOE_*
# variables of SPEC §2. Paths only: the harness reads the staged folders itself.
floe_prompt() {
  if [ "$FLOE_PHASE" = evolve ]; then
    cat <<EOF
You are an agent being evaluated by Floe, in the training phase (mode $FLOE_MODE, round ${FLOE_ROUND:-0}).

The training tasks are in $FLOE_TRAIN_DIR, one folder per task: statement/ (what a solver sees), and depending
on the mode reference/ (a correct answer), answer/ (your answer in the last round) and feedback.json (the score
it got, from 0 to 1).

Write $FLOE_STATE_DIR/SKILL.md for your future self, who will solve new tasks of this kind without seeing these:
the conventions the tasks expect that their statements may not repeat, procedures, formats and pitfalls. If it
exists already, this is a feedback round: revise it so that the next answers score higher. You may add other
files to $FLOE_STATE_DIR. Write nowhere else.
EOF
  else
    cat <<EOF
You are an agent being evaluated by Floe. Solve one task.

The statement is in $FLOE_TASK_DIR (start with README.md). Your skills from training are in $FLOE_STATE_DIR
(read SKILL.md if it is there; in mode base the folder is empty). The state is read-only.

Write the answer file(s) the statement asks for into $FLOE_ANSWER_DIR, and nothing anywhere else.
EOF
  fi
}

# The folder the phase writes: the state in an evolve, the answer folder in a solve.
floe_output_dir() {
  if [ "$FLOE_PHASE" = evolve ]; then echo "$FLOE_STATE_DIR"; else echo "$FLOE_ANSWER_DIR"; fi
}
