#!/usr/bin/env bash
echo "Traceback: boom" >&2
exit 3
