#!/usr/bin/env python3
"""Shared grader of task group 902, at the group root like GDPevo group 009's eval_common.py.

Usage: eval_common.py <reference.json> <config.json> <prediction.json>
Prints {"score_fraction": matched / fields, "matched", "fields"}: the fields named in config.json that the
prediction has equal to the reference (numbers within the config's tolerance).
"""
import json
import sys


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            value = json.load(handle)
        return value if isinstance(value, dict) else {}
    except (OSError, ValueError):
        return {}


reference, config, prediction = load(sys.argv[1]), load(sys.argv[2]), load(sys.argv[3])
tolerance = config.get("tolerance", 0)
matched = 0
for field in config["fields"]:
    want, got = reference.get(field), prediction.get(field)
    if isinstance(want, (int, float)) and not isinstance(want, bool):
        ok = isinstance(got, (int, float)) and not isinstance(got, bool) and abs(got - want) <= tolerance
    else:
        ok = got == want
    matched += 1 if ok else 0
print(json.dumps({"score_fraction": round(matched / len(config["fields"]), 4), "matched": matched,
                  "fields": len(config["fields"])}))
