#!/usr/bin/env python3
"""Grades train_001 against the reference beside eval/ (../output/answer.json); prints {"score": fraction}."""
import json
import sys


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            value = json.load(handle)
        return value if isinstance(value, dict) else {}
    except (OSError, ValueError):
        return {}


reference, prediction = load(sys.argv[1]), load(sys.argv[2])
checks = [
    ("below_reorder_point", 2, sorted(prediction.get("below_reorder_point") or []) == sorted(reference["below_reorder_point"])),
    ("count", 1, prediction.get("count") == reference["count"]),
]
earned = sum(weight for _, weight, ok in checks if ok)
total = sum(weight for _, weight, _ in checks)
print(json.dumps({"score": round(earned / total, 4), "checks": {name: ok for name, _, ok in checks}}))
