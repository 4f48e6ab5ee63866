#!/usr/bin/env bash
# A Floe command agent: OpenAI's Codex CLI (`codex exec`) as the agent under test.
#   agent.toml: command = ["./codex.sh"]   (samples/agents/codex.toml)
# Floe appends the phase (evolve | solve) and sets the FLOE_* variables (SPEC §2); the cwd is a fresh work folder.
# Token usage comes from `codex exec --json` (turn.completed events) and goes to usage.json (needs python3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/prompt.sh"

# The sandbox lets Codex write its cwd and the folder this phase writes, and nothing else.
status=0
codex exec --json --skip-git-repo-check --sandbox workspace-write --cd "$PWD" \
  --add-dir "$(floe_output_dir)" ${CODEX_MODEL:+--model "$CODEX_MODEL"} \
  ${CODEX_REASONING_EFFORT:+-c "model_reasoning_effort=$CODEX_REASONING_EFFORT"} \
  "$(floe_prompt)" > codex-events.jsonl || status=$?

if command -v python3 >/dev/null; then
  python3 - <<'PY' || echo "codex.sh: usage not recorded" >&2
import json
usage = {"input_tokens": 0, "cached_input_tokens": 0, "output_tokens": 0, "turns": 0, "tool_calls": 0}
for line in open("codex-events.jsonl", encoding="utf-8"):
    try:
        event = json.loads(line)
    except ValueError:
        continue
    kind = event.get("type")
    if kind == "thread.started":
        usage["session_id"] = event.get("thread_id")
    elif kind == "turn.completed":
        usage["turns"] += 1
        for key in ("input_tokens", "cached_input_tokens", "output_tokens"):
            usage[key] += event.get("usage", {}).get(key, 0)
    elif kind == "item.completed" and event.get("item", {}).get("type") in ("command_execution", "mcp_tool_call"):
        usage["tool_calls"] += 1
json.dump(usage, open("usage.json", "w"))
PY
fi
exit $status
