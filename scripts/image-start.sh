#!/bin/sh
# The release image's start (the Dockerfile's CMD, run by tini): raises this process's soft limit
# on open files to its hard limit, then becomes the server (exec: tini's signals reach node).
#
# Every live-update stream is an open socket: 10,000 streams per instance, with the backend's pool
# and the files the server reads, need about 10,400 open files, and container runtimes often start
# processes with a soft limit of 1024 under a much higher hard limit (524,288 or more). Raising the
# soft limit up to the hard one needs no privilege. Where the hard limit itself is low, pass a higher one (`docker run --ulimit
# nofile=65536:65536`, compose's `ulimits: nofile:`): the server says at start how many streams its
# limit allows (docs/operations.md, "Open files").
hard=$(ulimit -H -n)
if [ "$(ulimit -S -n)" != "$hard" ] && ! ulimit -S -n "$hard" 2>/dev/null; then
  echo "image-start: the open-files limit stays at $(ulimit -S -n) (could not raise it to $hard)" >&2
fi
exec node --enable-source-maps build/host/server.js "$@"
