#!/usr/bin/env bash
# Extra system packages the test suite needs beyond Node, pnpm and the Kafka jars (called by .ci/run when executable):
# - prometheus + promtool: test/ops/prometheus.test.ts scrapes the running services and evaluates every dashboard
#   and alert expression;
# - chromium: test/ops/console.test.ts renders the gateway's console page headless.
# Idempotent: does nothing (no apt-get update) when both are already installed.
set -euo pipefail
need=()
command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1 || need+=(prometheus)
[ -x /usr/bin/chromium ] || need+=(chromium)
if [ ${#need[@]} -eq 0 ]; then
  echo "ci-extras: prometheus $(prometheus --version 2>&1 | head -n 1 | awk '{print $3}'), chromium present"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "ci-extras: installing ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
# the Debian package enables a system prometheus on :9090; the tests run their own on ephemeral ports
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then $SUDO systemctl disable --now prometheus prometheus-node-exporter >/dev/null 2>&1 || true; fi
