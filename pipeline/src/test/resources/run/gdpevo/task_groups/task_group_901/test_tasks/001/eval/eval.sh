#!/usr/bin/env bash
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PREDICTION="${1:-${SCRIPT_DIR}/../output/answer.json}"
exec python3 "${SCRIPT_DIR}/eval.py" --reference "${SCRIPT_DIR}/../output/answer.json" --prediction "${PREDICTION}"
