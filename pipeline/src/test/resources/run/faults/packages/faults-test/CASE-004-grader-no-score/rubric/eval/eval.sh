#!/usr/bin/env bash
echo '{"message": "looks fine"}'
