#!/usr/bin/env python3
"""The leanest scheduler there is, as a floor for run-concurrency.sh: one thread that starts a command with
posix_spawn whenever fewer than LEVEL copies run and waits for any to end. No staging, no records, no grading, no
threads; what is left is what this machine needs to start, run and reap the agents themselves.

Usage: lean_scheduler.py [--pace-ms N] LEVEL COUNT ANSWER_DIR COMMAND [ARG...]
  --pace-ms N: start the first LEVEL commands N ms apart instead of all at once (on a machine where process starts
  do not run in parallel, starting them together slows each one down)
"""
import os
import shutil
import sys
import time


def main(level, count, answer_dir, command, pace_ms=0):
    program = shutil.which(command[0])
    if program is None:
        sys.exit("lean_scheduler: " + command[0] + " is not a program on PATH")
    # What floe run gives a command agent of the caller's environment (CommandAgent.INHERITED), and the answer folder.
    env = {name: os.environ[name] for name in ("PATH", "HOME", "LANG", "TMPDIR") if name in os.environ}
    env["FLOE_ANSWER_DIR"] = answer_dir
    left, running = count, 0
    while left or running:
        while left and running < level:
            os.posix_spawn(program, command, env)
            left, running = left - 1, running + 1
            if pace_ms and count - left < level:
                time.sleep(pace_ms / 1000)
        _, status = os.wait()
        running -= 1
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit("lean_scheduler: a command failed (" + str(os.waitstatus_to_exitcode(status)) + ")")


if __name__ == "__main__":
    args = sys.argv[1:]
    pace = 0
    if args[:1] == ["--pace-ms"]:
        pace, args = float(args[1]), args[2:]
    if len(args) < 4:
        sys.exit(__doc__)
    main(int(args[0]), int(args[1]), args[2], args[3:], pace)
