#!/usr/bin/env bash
# floe run submitted to a real Flink cluster, on this machine: a standalone session cluster (one JobManager, one
# TaskManager with 2 slots, each its own JVM started from floe-flink.jar, the TaskManager in a working folder of its
# own, everything bound to loopback), then the end-to-end fixture job (2 sub-benchmarks, modes base, self, fewshot,
# reflect-2, 2 attempts, 48 graded runs) with --flinkMaster=localhost:<port>, and the same job on the DirectRunner.
# Checks that both wrote the same results.json (durations aside) and prints both wall times. Stops the cluster.
# Usage: pipeline/bench/flink-cluster.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
jar="$root/pipeline/target/floe-flink.jar"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

"$root/floe" run --help --runner=FlinkRunner >/dev/null   # builds floe-flink.jar if needed
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
rest=$(free_port)
mkdir -p "$tmp/conf" "$tmp/taskmanager"
# A TaskManager started without Flink's scripts needs its memory spelled out (the scripts compute it).
cat > "$tmp/conf/config.yaml" <<YAML
jobmanager.rpc.address: localhost
jobmanager.rpc.port: $(free_port)
jobmanager.bind-host: localhost
jobmanager.memory.process.size: 1024m
rest.address: localhost
rest.bind-address: localhost
rest.port: $rest
blob.server.port: $(free_port)
taskmanager.host: localhost
taskmanager.bind-host: localhost
taskmanager.rpc.port: $(free_port)
taskmanager.numberOfTaskSlots: 2
taskmanager.cpu.cores: 2
taskmanager.memory.task.heap.size: 512m
taskmanager.memory.task.off-heap.size: 0m
taskmanager.memory.framework.heap.size: 128m
taskmanager.memory.framework.off-heap.size: 128m
taskmanager.memory.managed.size: 128m
taskmanager.memory.network.min: 64m
taskmanager.memory.network.max: 64m
taskmanager.memory.jvm-metaspace.size: 256m
taskmanager.memory.jvm-overhead.min: 192m
taskmanager.memory.jvm-overhead.max: 192m
# The job's jar is floe-flink.jar again: load its classes from the TaskManager's own class path.
classloader.resolve-order: parent-first
YAML
cp "$tmp/conf/config.yaml" "$tmp/conf/flink-conf.yaml"   # Flink 1.19 reads config.yaml, older tools the other

java -Xmx768m -cp "$jar" org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint \
  --configDir "$tmp/conf" >"$tmp/jobmanager.log" 2>&1 &
pids+=($!)
(cd "$tmp/taskmanager" && exec java -Xmx768m -cp "$jar" org.apache.flink.runtime.taskexecutor.TaskManagerRunner \
  --configDir "$tmp/conf") >"$tmp/taskmanager.log" 2>&1 &
pids+=($!)
for _ in $(seq 120); do
  if curl -sf "http://localhost:$rest/taskmanagers" 2>/dev/null | grep -q '"slotsNumber":2'; then break; fi
  sleep 1
done
curl -sf "http://localhost:$rest/taskmanagers" | grep -q '"slotsNumber":2' || {
  echo "flink-cluster.sh: the cluster did not come up; its logs:" >&2
  tail -20 "$tmp/jobmanager.log" "$tmp/taskmanager.log" >&2
  exit 1
}
echo "cluster up: JobManager REST at localhost:$rest, 1 TaskManager with 2 slots (working folder $tmp/taskmanager)"

repo="$root/pipeline/src/test/resources/run/repo"
cat > "$tmp/learner.toml" <<TOML
name = "learner"
model = "fixture-1.0"
thinking_level = "none"
version = "1.0.0"
command = ["bash", "$root/pipeline/src/test/resources/run/agents/learner.sh"]
TOML
job=(run --benchmarks "$repo" --agent-config "$tmp/learner.toml" --modes base,self,fewshot,reflect-2 --attempts 2)
declare -A ms
for runner in direct cluster; do
  extra=()
  [ "$runner" = cluster ] && extra=(--runner=FlinkRunner "--flinkMaster=localhost:$rest" --parallelism=2)
  t0=$(date +%s%N)
  if ! java -jar "$jar" "${job[@]}" --out "$tmp/out-$runner" "${extra[@]}" >"$tmp/$runner.out" 2>"$tmp/$runner.err"; then
    echo "flink-cluster.sh: the $runner run failed:" >&2
    tail -20 "$tmp/$runner.err" >&2
    exit 1
  fi
  ms[$runner]=$(( ($(date +%s%N) - t0) / 1000000 ))
done
for results in "$tmp/out-direct"/evaluations/*/results.json; do
  other="$tmp/out-cluster/evaluations/$(basename "$(dirname "$results")")/results.json"
  diff <(sed -E 's/"seconds" : [0-9.E-]+/"seconds" : _/' "$results") \
       <(sed -E 's/"seconds" : [0-9.E-]+/"seconds" : _/' "$other") >/dev/null || {
    echo "flink-cluster.sh: $results and $other differ" >&2
    exit 1
  }
done
# What the cluster itself says it ran.
jobs=$(curl -sf "http://localhost:$rest/jobs/overview" | python3 -c 'import json, sys
for j in json.load(sys.stdin)["jobs"]:
    print(j["name"], j["state"], str(j["tasks"]["total"]) + " tasks", j["duration"], "ms")')
echo "the cluster ran: $jobs"
echo "results.json identical on the DirectRunner and the cluster (durations aside)"
echo "DirectRunner: ${ms[direct]} ms; Flink cluster (submission, 2 slots): ${ms[cluster]} ms"
echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg)"
