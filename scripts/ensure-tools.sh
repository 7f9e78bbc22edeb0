#!/usr/bin/env bash
# What the tests start as real processes, from Debian's packages: headless Chromium for the browser
# tests (Playwright cannot download its own here; the path is scripts/chromium.mjs's), Redis for the
# shared rate limits, nginx as the load balancer of the cluster test. Installed with apt-get when run
# as root; otherwise named.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$browser" ] || missing+=(chromium-headless-shell)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # The tests start their own servers on loopback ports; the packages' system services are not used.
  for service in nginx redis-server; do
    if [[ " ${missing[*]} " == *" $service "* ]]; then service "$service" stop >/dev/null 2>&1 || true; fi
  done
  exit 0
fi
echo "The tests need ${missing[*]}: install them (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH for Chromium." >&2
exit 1
