#!/usr/bin/env bash
# A test agent that never finishes, and leaves a child behind: both carry $MARKER in their command line, so a test can
# see whether any of them outlives a timeout or a killed Floe.
(exec -a "floe-orphan-$MARKER" sleep 300) &
exec -a "floe-hang-$MARKER" sleep 300
