#!/usr/bin/env bash
# A Floe command agent for any command-line harness that takes a task prompt as its last argument.
#   agent.toml: command = ["./generic.sh", "my-harness", "--non-interactive", "--prompt"]
# runs `my-harness --non-interactive --prompt "<the prompt>"` in the work folder. Floe appends the phase to the
# command; this script takes it off and builds the prompt from the FLOE_* variables (SPEC §2). The harness must
# write the answer (solve) or SKILL.md (evolve) where the prompt says. A usage.json it leaves in its cwd is recorded.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/prompt.sh"

if [ "$#" -lt 2 ]; then
  echo "generic.sh: give the harness command before the phase, e.g. [\"./generic.sh\", \"my-harness\", \"--prompt\"]" >&2
  exit 2
fi
harness=("${@:1:$#-1}")   # everything but the phase Floe appended
exec "${harness[@]}" "$(floe_prompt)"
