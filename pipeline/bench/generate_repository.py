#!/usr/bin/env python3
"""Writes a valid RFC-0001 repository of N benchmarks x C cases, for the validation benchmark.

usage: generate_repository.py <out> [benchmarks=2000] [cases=5]
"""
import os
import sys

out = sys.argv[1]
benchmarks = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
cases = int(sys.argv[3]) if len(sys.argv) > 3 else 5

for b in range(benchmarks):
    # Half train, half test, so that pairing has work to do too.
    bid = f"bench-{b // 2:05d}-{'train' if b % 2 == 0 else 'test'}"
    folder = os.path.join(out, "packages", bid)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "benchmark_config.toml"), "w") as f:
        f.write(f'id = "{bid}"\ntitle = "Generated {b}"\ndescription = "Generated for the benchmark."\n'
                f'version = "0.1.0"\nlast_update = "2026-10-29T12:00:00Z"\nstatus = "draft"\n\n'
                f'[author]\nname = "Floe"\n')
    for c in range(1, cases + 1):
        cid = f"CASE-{c:03d}-generated"
        case = os.path.join(folder, cid)
        for part in ("statement", "rubric"):
            os.makedirs(os.path.join(case, part), exist_ok=True)
            with open(os.path.join(case, part, "README.md"), "w") as f:
                f.write(f"# {part} of {cid}\n")
        with open(os.path.join(case, "task_config.toml"), "w") as f:
            f.write(f'id = "{cid}"\ntitle = "Case {c}"\ndescription = "Generated."\n\n[budget]\ntimeout = 60\n')
