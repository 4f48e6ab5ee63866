#!/usr/bin/env bash
# A Floe command agent: Anthropic's Claude Code (`claude -p`) as the agent under test.
#   agent.toml: command = ["./claude-code.sh"]   (samples/agents/claude-code.toml)
# Floe appends the phase (evolve | solve) and sets the FLOE_* variables (SPEC §2); the cwd is a fresh work folder.
# Usage and cost come from `--output-format json` and go to usage.json (needs python3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/prompt.sh"

# acceptEdits: Claude Code may write files (in its cwd and the added folder) without asking. Set
# CLAUDE_PERMISSION_MODE=bypassPermissions for tasks that need to run commands, and then only inside a sandbox.
status=0
claude -p "$(floe_prompt)" --output-format json --permission-mode "${CLAUDE_PERMISSION_MODE:-acceptEdits}" \
  --add-dir "$(floe_output_dir)" ${CLAUDE_MODEL:+--model "$CLAUDE_MODEL"} > claude-result.json || status=$?

if command -v python3 >/dev/null; then
  python3 - <<'PY' || status=1
import json, sys
result = json.load(open("claude-result.json", encoding="utf-8"))
u = result.get("usage", {})
cached = u.get("cache_read_input_tokens", 0)
usage = {
    "input_tokens": u.get("input_tokens", 0) + cached + u.get("cache_creation_input_tokens", 0),
    "cached_input_tokens": cached,
    "output_tokens": u.get("output_tokens", 0),
    "cost_usd": result.get("total_cost_usd", 0),
    "turns": result.get("num_turns", 0),
    "session_id": result.get("session_id"),
}
json.dump(usage, open("usage.json", "w"))
if result.get("is_error"):
    print("claude-code.sh: Claude Code reported an error: " + str(result.get("result"))[:500], file=sys.stderr)
    sys.exit(1)
PY
fi
exit $status
