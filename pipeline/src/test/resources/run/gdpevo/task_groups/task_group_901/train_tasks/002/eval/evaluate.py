#!/usr/bin/env python3
"""Grades train_002 against eval/expected.json; prints {"total_score": fraction, "earned", "possible"}."""
import json
import sys
from pathlib import Path

expected = json.loads((Path(__file__).resolve().parent / "expected.json").read_text(encoding="utf-8"))
try:
    prediction = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
except (OSError, ValueError):
    prediction = {}
if not isinstance(prediction, dict):
    prediction = {}


def close(value, target):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value - target) <= expected["tolerance"]


by_location = prediction.get("value_by_location") if isinstance(prediction.get("value_by_location"), dict) else {}
earned = sum(1 for loc, value in expected["value_by_location"].items() if close(by_location.get(loc), value))
earned += 2 if close(prediction.get("total_value"), expected["total_value"]) else 0
possible = len(expected["value_by_location"]) + 2
print(json.dumps({"total_score": round(earned / possible, 4), "earned": earned, "possible": possible}))
