#!/usr/bin/env python3
"""Writes a one-benchmark repository (test only, so mode base) of N cases, for the floe run benchmarks. The grader
is a no-op command that prints a score (`command`), or Floe's in-process `json-match` against `{}`.

usage: generate_run_repository.py <out> <cases> [command|json-match]
"""
import os
import sys

out, cases = sys.argv[1], int(sys.argv[2])
grader = sys.argv[3] if len(sys.argv) > 3 else "command"
folder = os.path.join(out, "packages", "bench-test")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "benchmark_config.toml"), "w") as f:
    f.write('id = "bench-test"\ntitle = "Run benchmark"\ndescription = "No-op cases."\nversion = "0.1.0"\n'
            'last_update = "2026-11-30T00:00:00Z"\nstatus = "draft"\n\n[author]\nname = "Floe"\n')
for c in range(1, cases + 1):
    cid = f"CASE-{c:04d}-noop"
    case = os.path.join(folder, cid)
    for part in ("statement", "rubric"):
        os.makedirs(os.path.join(case, part), exist_ok=True)
        with open(os.path.join(case, part, "README.md"), "w") as f:
            f.write(f"# {cid}\n")
    with open(os.path.join(case, "rubric", "grader.toml"), "w") as f:
        if grader == "command":
            f.write('kind = "command"\ncommand = ["printf", "{\\"score\\": 1}"]\ntimeout = 10\n')
        else:
            f.write('kind = "json-match"\nreference = "reference/answer.json"\n')
            os.makedirs(os.path.join(case, "rubric", "reference"), exist_ok=True)
            with open(os.path.join(case, "rubric", "reference", "answer.json"), "w") as ref:
                ref.write("{}\n")
    with open(os.path.join(case, "task_config.toml"), "w") as f:
        f.write(f'id = "{cid}"\ntitle = "Case {c}"\ndescription = "No-op."\n')
