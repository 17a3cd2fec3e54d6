#!/usr/bin/env bash
# Single-node Apache Kafka (KRaft, combined broker+controller) on 127.0.0.1, no Docker.
# Jars come from Maven Central via `mvn dependency:copy-dependencies` into a cache that later runs reuse.
#   kafka.sh fetch | start | stop | status | restart
# Environment:
#   KAFKA_PORT      client port (default 19092; the controller uses KAFKA_PORT+1)
#   KAFKA_DATA_DIR  log dirs, pid and logs (default <repo>/.data/kafka-$KAFKA_PORT)
#   KAFKA_CACHE     jar cache (default $HOME/.cache/ref-kafka)
#   KAFKA_VERSION   4.1.1 by default; falls back to 3.9.1 when it cannot be resolved
#   KAFKA_HEAP      JVM heap (default 768m)
#   KAFKA_EXTRA_PROPS  extra server.properties lines appended to the generated ones
#   KAFKA_JVM_OPTS  JVM flags besides the heap (default -XX:+UseG1GC)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
port="${KAFKA_PORT:-19092}"
cport=$((port + 1))
data="${KAFKA_DATA_DIR:-$root/.data/kafka-$port}"
cache="${KAFKA_CACHE:-$HOME/.cache/ref-kafka}"
heap="${KAFKA_HEAP:-768m}"
read -r -a jvm_opts <<<"${KAFKA_JVM_OPTS:--XX:+UseG1GC}"
log() { echo "kafka.sh: $*" >&2; }

resolve() { # prints the lib dir of a resolved version, fetching it if needed
  local v
  for v in "${KAFKA_VERSION:-4.1.1}" 3.9.1; do
    local dir="$cache/$v/libs"
    if [ -f "$cache/$v/.complete" ]; then echo "$dir"; return 0; fi
    log "resolving Apache Kafka $v from Maven Central"
    rm -rf "$cache/$v"; mkdir -p "$dir"
    if mvn -q -B -f "$here/pom.xml" -Dkafka.version="$v" dependency:copy-dependencies \
         -DoutputDirectory="$dir" -DincludeScope=runtime >"$cache/$v.mvn.log" 2>&1; then
      touch "$cache/$v/.complete"; echo "$dir"; return 0
    fi
    log "could not resolve $v (see $cache/$v.mvn.log)"
  done
  return 1
}

listening() { (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; }

wait_ready() { # a client must be able to create a topic
  local deadline=$((SECONDS + ${KAFKA_START_TIMEOUT:-90}))
  until node "$here/probe.mjs" "127.0.0.1:$port" >/dev/null 2>&1; do
    if [ -f "$data/pid" ] && ! kill -0 "$(cat "$data/pid")" 2>/dev/null; then
      log "broker exited; last log lines:"; tail -n 30 "$data/logs/stdout.log" >&2 || true; return 1
    fi
    if [ $SECONDS -ge $deadline ]; then log "broker not ready after timeout"; return 1; fi
    sleep 0.5
  done
}

start() {
  if [ -f "$data/pid" ] && kill -0 "$(cat "$data/pid")" 2>/dev/null; then
    log "already running on 127.0.0.1:$port (pid $(cat "$data/pid"))"; wait_ready; return 0
  fi
  if listening; then log "port $port already in use by another process"; return 1; fi
  local libs; libs="$(resolve)"
  mkdir -p "$data/logs" "$data/log-dirs"
  cat >"$data/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$cport
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$cport
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$data/log-dirs
num.partitions=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=4
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
log.cleaner.backoff.ms=1000
PROPS
  # extra broker settings, one per line (e.g. KAFKA_EXTRA_PROPS=$'num.io.threads=2\nnum.network.threads=2')
  if [ -n "${KAFKA_EXTRA_PROPS:-}" ]; then printf '%s\n' "$KAFKA_EXTRA_PROPS" >>"$data/server.properties"; fi
  if [ ! -f "$data/log-dirs/meta.properties" ]; then
    local id; id="$(java -cp "$libs/*" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)"
    java -cp "$libs/*" kafka.tools.StorageTool format -t "$id" -c "$data/server.properties" >"$data/logs/format.log" 2>&1
  fi
  log "starting broker on 127.0.0.1:$port (data $data)"
  nohup java -Xms256m -Xmx"$heap" "${jvm_opts[@]}" -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$here/log4j2.properties" -Dkafka.logs.dir="$data/logs" \
    -cp "$libs/*" kafka.Kafka "$data/server.properties" >"$data/logs/stdout.log" 2>&1 &
  echo $! >"$data/pid"
  wait_ready
  log "ready on 127.0.0.1:$port"
}

stop() {
  [ -f "$data/pid" ] || { log "not running"; return 0; }
  local pid; pid="$(cat "$data/pid")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$pid" 2>/dev/null && { log "broker did not stop in 30 s, killing"; kill -KILL "$pid"; }
  fi
  rm -f "$data/pid"; log "stopped"
}

case "${1:-}" in
  fetch) resolve >/dev/null && log "jars cached in $cache" ;;
  start) start ;;
  stop) stop ;;
  restart) stop; start ;;
  status) if [ -f "$data/pid" ] && kill -0 "$(cat "$data/pid")" 2>/dev/null; then echo "running pid $(cat "$data/pid") port $port"; else echo "stopped"; exit 1; fi ;;
  *) echo "usage: $0 fetch|start|stop|restart|status" >&2; exit 2 ;;
esac
