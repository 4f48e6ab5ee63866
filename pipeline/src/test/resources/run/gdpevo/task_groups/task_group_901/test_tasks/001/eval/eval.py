#!/usr/bin/env python3
"""Grades test_001 in raw points against ../output/answer.json; prints {"score": points, "max_score": 4}."""
import argparse
import json


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            value = json.load(handle)
        return value if isinstance(value, dict) else {}
    except (OSError, ValueError):
        return {}


parser = argparse.ArgumentParser()
parser.add_argument("--reference", required=True)
parser.add_argument("--prediction", required=True)
args = parser.parse_args()
reference, prediction = load(args.reference), load(args.prediction)
points = 0
points += 1 if prediction.get("location") == reference["location"] else 0
points += 1 if sorted(prediction.get("skus") or []) == sorted(reference["skus"]) else 0
points += 1 if prediction.get("differences") == reference["differences"] else 0
points += 1 if prediction.get("units_missing") == reference["units_missing"] else 0
print(json.dumps({"score": points, "max_score": 4}))
