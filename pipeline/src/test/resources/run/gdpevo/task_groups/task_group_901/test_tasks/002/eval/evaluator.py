#!/usr/bin/env python3
"""Grades test_002; prints {"normalized_score": fraction, ...} and, like some GDPevo graders, exits 1 below 1."""
import json
import sys

EXPECTED_ORDERS = {"SKU-100": 60, "SKU-102": 28, "SKU-104": 20}
EXPECTED_COST = 1358.0

try:
    with open(sys.argv[1], encoding="utf-8") as handle:
        prediction = json.load(handle)
except (OSError, ValueError):
    prediction = {}
if not isinstance(prediction, dict):
    prediction = {}
orders = prediction.get("orders") if isinstance(prediction.get("orders"), dict) else {}
cost = prediction.get("total_cost")
passed = sum(1 for sku, qty in EXPECTED_ORDERS.items() if orders.get(sku) == qty)
passed += 1 if set(orders) == set(EXPECTED_ORDERS) else 0
passed += 1 if isinstance(cost, (int, float)) and abs(cost - EXPECTED_COST) < 0.005 else 0
possible = len(EXPECTED_ORDERS) + 2
normalized = round(passed / possible, 4)
print(json.dumps({"normalized_score": normalized, "passed": passed, "possible": possible}))
sys.exit(0 if normalized >= 1 else 1)
