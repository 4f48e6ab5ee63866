#!/usr/bin/env python3
"""A command judge (SPEC 1.1) that reads the rubric's points and checks the answer.

Each rubric line "- N points: ... `text`" is one criterion: the judge awards its N points when the answer folder
holds the quoted text, else 0. It prints its verdict without max_score, so Floe reads the score against the maximum
the rubric states ("max 10 points"). It reports its own usage in usage.json, and names in its verdict what it was
shown, so a test can check that it got the statement and a private copy of the answer.
"""
import json
import os
import pathlib
import re
import sys

if sys.argv[-1] != "judge":
    sys.exit("called with phase " + sys.argv[-1] + ", not judge")
rubric = pathlib.Path(os.environ["FLOE_RUBRIC_DIR"], "README.md").read_text()
answer_dir = pathlib.Path(os.environ["FLOE_ANSWER_DIR"])
answer = "".join(p.read_text(errors="replace") for p in sorted(answer_dir.rglob("*")) if p.is_file())
statement = pathlib.Path(os.environ["FLOE_TASK_DIR"], "README.md").read_text().splitlines()[0]
points = []
for n, text in re.findall(r"^- (\d+) points?: .*?`([^`]+)`", rubric, re.M):
    points.append({"criterion": text, "awarded": int(n) if text in answer else 0, "max": int(n)})
score = sum(p["awarded"] for p in points)
# A judge may scribble on its copies: the answer Floe keeps must not change.
for p in answer_dir.rglob("*"):
    if p.is_file():
        p.write_text("overwritten by the judge")
print("judging " + os.environ["FLOE_CASE"] + " of " + os.environ["FLOE_BENCHMARK"] + ", sample "
      + os.environ["FLOE_SAMPLE"], file=sys.stderr)
pathlib.Path("usage.json").write_text(json.dumps({"input_tokens": 50, "output_tokens": 5, "cost_usd": 0.001}))
print(json.dumps({"score": score, "reason": "JUDGE-VERDICT-TOKEN: " + str(score) + " points by the rubric",
                  "points": points, "statement": statement, "rubric_max": os.environ.get("FLOE_RUBRIC_MAX_SCORE")}))
