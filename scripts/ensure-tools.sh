#!/usr/bin/env bash
# What the tests start as real processes, from Debian's packages: headless Chromium for the browser
# tests (Playwright cannot download its own here; the path is scripts/chromium.mjs's), Redis for the
# shared rate limits, nginx as the load balancer of the cluster test, promtool (package prometheus)
# for the monitoring files' checks and prometheus itself for the cluster test. Installed with apt-get when run as root; otherwise named.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$browser" ] || missing+=(chromium-headless-shell)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# promtool and the server, started by the tests only: not the exporters and timers it recommends.
bare=()
command -v promtool >/dev/null || bare+=(prometheus)
[ ${#missing[@]} -eq 0 ] && [ ${#bare[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  all=("${missing[@]}" "${bare[@]}")
  echo "Installing Debian's ${all[*]} (apt-get)…"
  apt-get update -qq
  export DEBIAN_FRONTEND=noninteractive
  [ ${#missing[@]} -eq 0 ] || apt-get install -y -qq "${missing[@]}" >/dev/null
  [ ${#bare[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${bare[@]}" >/dev/null
  # The tests start their own servers on loopback ports; the packages' system services are not used
  # (a Prometheus daemon would scrape and keep data for nothing).
  for service in nginx redis-server prometheus; do
    if [[ " ${all[*]} " == *" $service "* ]]; then
      service "$service" stop >/dev/null 2>&1 || true
      systemctl disable "$service" >/dev/null 2>&1 || true
    fi
  done
  if pgrep -x prometheus >/dev/null; then
    echo "A prometheus daemon still runs after its install ($(pgrep -x prometheus)): stop it." >&2
    exit 1
  fi
  exit 0
fi
echo "The tests need ${missing[*]} ${bare[*]}: install them (sudo apt-get install ${missing[*]} ${bare[*]}) or set CHROMIUM_PATH for Chromium." >&2
exit 1
