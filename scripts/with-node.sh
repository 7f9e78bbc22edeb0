#!/usr/bin/env bash
# Runs a command on the Node major named in .nvmrc: the machine's Node when it is that major or newer,
# else that major from the npm registry (node-<platform>-<arch>), installed once into .node-runtime/ in
# this clone, never globally. `bash scripts/with-node.sh <command…>`; `--path` prints the PATH to use.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want=$(cat "$root/.nvmrc")
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(major node)" -lt "$want" ]; then
  platform=$(node -p 'process.platform + "-" + process.arch' 2>/dev/null || echo linux-x64)
  bin="$root/.node-runtime/node_modules/node-$platform/bin"
  if [ "$(major "$bin/node")" != "$want" ]; then
    echo "with-node: this machine's Node is $(node --version 2>/dev/null || echo missing); installing node-$platform@$want from the npm registry into .node-runtime/" >&2
    npm install --prefix "$root/.node-runtime" --no-save --no-package-lock --no-audit --no-fund "node-$platform@$want" >&2
  fi
  export PATH="$bin:$PATH"
fi
if [ "${1:-}" = --path ]; then
  echo "$PATH"
  exit 0
fi
exec "$@"
