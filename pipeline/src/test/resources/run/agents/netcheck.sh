#!/usr/bin/env bash
# A test agent that reports which of the network it reaches (network.json in its answer): its environment's health
# check, another port of the loopback interface (PROBE_PORT, opened by the test), and an address outside the machine.
[ "$1" = solve ] || exit 0
reach() { timeout 5 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null && echo reached || echo blocked; }
port="${FLOE_ENV_BASE_URL##*:}"
health=$(timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port && printf 'GET /health HTTP/1.0\r\n\r\n' >&3 && head -n 1 <&3" \
  2>/dev/null | tr -d '\r')
printf '{"environment": "%s", "loopback": "%s", "outside": "%s"}\n' "$health" "$(reach 127.0.0.1 "$PROBE_PORT")" \
  "$(reach 1.1.1.1 53)" > "$FLOE_ANSWER_DIR/network.json"
case "$health" in *" 200 "*) echo '{"service": "ok"}' > "$FLOE_ANSWER_DIR/answer.json" ;; esac
