#!/usr/bin/env bash
# The release image, built from the Dockerfile by a real engine (buildah, as root, chroot isolation,
# vfs storage: no daemon needed) and run the way a container runtime runs it: its ENTRYPOINT and CMD,
# as its USER, in its WORKDIR, with its HEALTHCHECK. Checks what an operator relies on: it refuses to
# start without API_BASE_URL, serves the demo with DEMO_API=true, runs as `node` with no dev
# dependencies and no TypeScript, with its soft open-files limit raised to the hard one, answers its
# health check, and on SIGTERM turns unready at once and exits 0 after the drain; its bill of materials
# lists what the server loads. Prints the image's size. `npm run test:image`; CI runs it (.ci/run).
#
# The base image (node:<.nvmrc>-bookworm-slim) is pulled when a registry answers. Where none does
# (these machines reach only npm and Debian), a stand-in is made the way the official image is made:
# Debian bookworm (debootstrap, minbase) with this machine's Node of the same major version in
# /usr/local, the user `node` (uid 1000), and this machine's CA certificates for npm.
set -euo pipefail
cd "$(dirname "$0")/.."

[ "$(id -u)" = 0 ] || { echo "image-check: needs root (buildah without a daemon)" >&2; exit 1; }
for tool in buildah debootstrap curl; do
  command -v "$tool" >/dev/null || { echo "image-check: needs $tool (apt-get install buildah debootstrap curl)" >&2; exit 1; }
done

export STORAGE_DRIVER=vfs BUILDAH_ISOLATION=chroot
NODE_MAJOR=$(cat .nvmrc)
BASE="docker.io/library/node:${NODE_MAJOR}-bookworm-slim"
IMAGE="localhost/events-portal:check"
work=$(mktemp -d)
containers=()
runner=""
started=$SECONDS

cleanup() {
  [ -n "$runner" ] && kill -KILL "$runner" 2>/dev/null || true
  for c in "${containers[@]}"; do buildah rm "$c" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "image-check: FAIL: $*" >&2; exit 1; }
step() { echo "image-check: $* ($((SECONDS - started)) s)"; }

# 1. The base image.
if ! buildah inspect --type image "$BASE" >/dev/null 2>&1; then
  if buildah pull --quiet "$BASE" >/dev/null 2>&1; then
    step "pulled $BASE"
  else
    [ "$(node -p 'process.versions.node.split(".")[0]')" = "$NODE_MAJOR" ] || fail "this machine's Node is not $NODE_MAJOR (.nvmrc)"
    step "no registry answers: making a stand-in for $BASE"
    rootfs="$work/rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
      || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
    node_bin=$(readlink -f "$(command -v node)")
    npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
    install -m 755 "$node_bin" "$rootfs/usr/local/bin/node"
    mkdir -p "$rootfs/usr/local/lib/node_modules"
    cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
    chroot "$rootfs" groupadd --gid 1000 node
    chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
    # This machine's trusted certificates: its registry traffic may pass a proxy with a CA of its
    # own, as a company's base images carry theirs.
    install -D -m 644 /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
    mkdir -p "$rootfs/usr/local/etc"
    echo "cafile=/etc/ssl/certs/ca-certificates.crt" >"$rootfs/usr/local/etc/npmrc"
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    c=$(buildah from scratch)
    containers+=("$c")
    cp -a "$rootfs/." "$(buildah mount "$c")/"
    buildah umount "$c" >/dev/null
    buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$c"
    buildah commit --quiet "$c" "$BASE" >/dev/null
    rm -rf "$rootfs"
    step "stand-in base made"
  fi
fi

# 2. The image, from the Dockerfile (Docker's format keeps the HEALTHCHECK).
buildah bud --quiet --layers --format docker --pull=never --build-arg "NODE_IMAGE=$BASE" -t "$IMAGE" . >"$work/build.log" 2>&1 \
  || { tail -40 "$work/build.log"; fail "the Dockerfile did not build"; }
size=$(buildah images --format '{{.Size}}' "$IMAGE")
step "built $IMAGE: $size"

# The image's own configuration, as a runtime reads it.
buildah inspect --type image "$IMAGE" >"$work/inspect.json"
image_config() { node -e 'const c = require(process.argv[1]).Docker.config; for (const line of [].concat(eval(process.argv[2]) ?? [])) console.log(line)' "$work/inspect.json" "$1"; }
user=$(image_config c.User)
mapfile -t command < <(image_config '[...(c.Entrypoint ?? []), ...(c.Cmd ?? [])]')
mapfile -t healthcheck < <(image_config 'c.Healthcheck?.Test?.[0] === "CMD" ? c.Healthcheck.Test.slice(1) : []')
[ "${#healthcheck[@]}" -gt 0 ] || fail "no exec-form HEALTHCHECK"
[ "$user" = node ] || fail "USER is '$user', not node"
[ "${command[0]}" = /usr/bin/tini ] || fail "the entrypoint is not tini: ${command[*]}"

# As container runtimes often start processes: a soft open-files limit of 1024 under a higher hard
# one (this shell's: raising a hard limit needs a privilege the check may not have).
files_hard_limit=$(ulimit -H -n)
c=$(buildah from --pull=never --ulimit "nofile=1024:$files_hard_limit" "$IMAGE")
containers+=("$c")
# A command inside the container, as its user (buildah's own "exited with status" lines left out).
in_image() { buildah run --user "$user" "$c" -- "$@" 2> >(grep -v -e '^subprocess exited' -e '^Error: exit status' >&2); }

# 3. What the image holds: the compiled server, production dependencies, no TypeScript.
in_image test -f build/host/server.js || fail "no build/host/server.js"
in_image test -f build/host/server.js.map || fail "no source maps"
for dev in tsx typescript vite @remix-run/dev vitest @playwright/test esbuild; do
  in_image test ! -e "node_modules/$dev" || fail "dev dependency $dev in the image"
done
[ -z "$(in_image find . -name '*.ts' -not -path './node_modules/*' -print -quit)" ] || fail "TypeScript sources in the image"
in_image sh -c 'touch /app/x 2>/dev/null' && fail "the app's files are writable by $user"
step "contents: compiled server, production dependencies only, no TypeScript, read-only to $user"

# The bill of materials: where its label says, listing every package the server loads at the
# version installed (scripts/sbom-check.mjs reads the image's files).
[ "$(image_config 'c.Labels?.["dev.events-portal.sbom"]')" = /app/sbom.cdx.json ] || fail "no label naming /app/sbom.cdx.json"
sbom_report=$(node scripts/sbom-check.mjs "$(buildah mount "$c")/app" 2>&1) || { buildah umount "$c" >/dev/null; fail "$sbom_report"; }
buildah umount "$c" >/dev/null
step "${sbom_report#sbom-check: }"

# 4. No demo by accident: without API_BASE_URL the container refuses to start.
set +e
refusal=$(in_image "${command[@]}" 2>&1)
status=$?
set -e
[ "$status" -ne 0 ] || fail "started without API_BASE_URL"
grep -q API_BASE_URL <<<"$refusal" && grep -q DEMO_API=true <<<"$refusal" || fail "the refusal does not name API_BASE_URL and DEMO_API: $refusal"
step "refuses without API_BASE_URL (exit $status)"

# 5. The demo on purpose: serves, answers its health check, drains on SIGTERM and exits 0.
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
launched=$(date +%s%N)
buildah run --user "$user" --env DEMO_API=true --env "PORT=$port" --env HOST=127.0.0.1 "$c" -- "${command[@]}" >"$work/run.log" 2>&1 &
runner=$!
for _ in $(seq 1 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/health-check" 2>/dev/null && break
  kill -0 "$runner" 2>/dev/null || { cat "$work/run.log"; fail "the container stopped at start-up"; }
  sleep 0.5
done
start_ms=$(( ($(date +%s%N) - launched) / 1000000 ))
# The HEALTHCHECK runs in the container's environment (its PORT).
buildah run --user "$user" --env "PORT=$port" "$c" -- "${healthcheck[@]}" || fail "the HEALTHCHECK command fails"
page=$(curl -fsS "http://127.0.0.1:$port/en")
grep -Eq '<html[^>]* lang="en-US"' <<<"$page" || fail "no English home page"
tini_pid=$(pgrep -f -n "^/usr/bin/tini -- ${command[*]:2}")
# tini's one child is node (the start script execs it); Node 24 names its main thread "MainThread", so by parent, not name.
node_pid=$(pgrep -P "$tini_pid" -n)
tr '\0' ' ' <"/proc/$node_pid/cmdline" | grep -q "node .*build/host/server.js" || fail "tini's child is not the server: $(tr '\0' ' ' <"/proc/$node_pid/cmdline")"
node_uid=$(ps -o uid= -p "$node_pid" | tr -d ' ')
[ "$node_uid" = "$(in_image id -u)" ] && [ "$node_uid" != 0 ] || fail "node runs as uid $node_uid, not $user's"
grep -q '"demo mode' "$work/run.log" || fail "demo mode not said in the log"
# The link-preview card is drawn by a native package (@resvg/resvg-js): its binary is in the image.
card=$(grep -o '<meta property="og:image" content="[^"]*"' <<<"$page" | head -1 | sed 's/.*content="//; s/"$//; s/&amp;/\&/g')
[ -n "$card" ] || fail "no og:image on the English home page"
card_type=$(curl -fsS -o /dev/null -w '%{content_type}' "http://127.0.0.1:$port/${card#http*://*/}")
[ "$card_type" = image/png ] || fail "the link-preview card $card answered $card_type"
step "serves the demo as node under tini (healthy $start_ms ms after the start); HEALTHCHECK passes; draws a link-preview card"
# The start raised node's soft open-files limit from 1024 to the hard one (scripts/image-start.sh):
# room for 10,000 live-update streams wherever the runtime's hard limit allows it.
read -r files_soft files_hard < <(awk '/^Max open files/ { print $4, $5 }' "/proc/$node_pid/limits")
[ "$files_soft" = "$files_hard" ] && [ "$files_soft" = "$files_hard_limit" ] || fail "node's open-files limit is $files_soft (hard $files_hard), not raised to $files_hard_limit"
step "open files: raised from 1024 to the hard limit, $files_soft"

# What the runtime does on `docker stop`: SIGTERM to PID 1 (tini), which passes it to node.
signalled=$(date +%s%N)
kill -TERM "$tini_pid"
sleep 0.3
ready=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health-check?ready=1")
[ "$ready" = 503 ] || fail "readiness after SIGTERM is $ready, not 503"
page_status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/agenda")
[ "$page_status" = 200 ] || fail "a page during the drain answered $page_status"
set +e
wait "$runner"
exit_code=$?
set -e
runner=""
elapsed=$(( ($(date +%s%N) - signalled) / 1000000 ))
[ "$exit_code" = 0 ] || { cat "$work/run.log"; fail "exit $exit_code after SIGTERM"; }
[ "$elapsed" -lt 8000 ] || fail "took $elapsed ms to stop (drain 5000 ms)"
step "SIGTERM: readiness 503, pages still served, exit 0 after $elapsed ms"
echo "image-check: OK: $IMAGE is $size; built and checked in $((SECONDS - started)) s"
