# syntax=docker/dockerfile:1
# The release image: the compiled server (build/host/server.js) on production dependencies only,
# run by the unprivileged `node` user under tini. How CI builds and runs it: scripts/image-check.sh.
# Node's major version is here, in .nvmrc and in package.json's engines; a test keeps them equal
# (tests/integration/release.test.ts). One ARG names the base image, so an update bot can pin it by
# digest (node:24-bookworm-slim@sha256:…) and the image check can pass its stand-in.
ARG NODE_IMAGE=node:24-bookworm-slim

# Everything the build needs (dev dependencies included), then the build: build/client, build/server
# and build/host.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies alone, installed from the same lockfile.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Optional packages stay (@resvg/resvg-js's native binary for this platform is one, needed to draw the
# link-preview cards) but for two removed by name: TypeScript (an optional peer of @remix-run/node,
# which npm keeps with --omit=dev) and a TextEncoder polyfill Node never uses.
# Then the bill of materials of exactly that tree (CycloneDX): npm sbom reads the installed packages,
# and without the development ones declared it lists what is there (its --omit=dev drops packages that
# development tools also use, express and react among them).
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/@zxing/text-encoding \
  && npm pkg delete devDependencies \
  && npm sbom --sbom-format cyclonedx --sbom-type application >sbom.cdx.json \
  && npm cache clean --force

FROM ${NODE_IMAGE}
# tini as PID 1: signals reach node, and any orphaned process is reaped.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# V8's old space capped at 384 MB: without a cap it sizes itself from the machine's memory (4 GB
# here) and one instance under load reached 625 MB RSS; 256 MB kept it near 300 MB but left 10,000
# open live-update streams (about 150 MB) too little room: pages cost three times the CPU in
# collections (docs/operations.md, "Memory").
ENV NODE_ENV=production \
    PORT=3000 \
    NODE_OPTIONS=--max-old-space-size=384
WORKDIR /app
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=production-dependencies /app/sbom.cdx.json ./sbom.cdx.json
LABEL dev.events-portal.sbom="/app/sbom.cdx.json" \
      dev.events-portal.sbom.format="CycloneDX 1.5 JSON, npm sbom"
COPY --from=build /app/build ./build
# The demo's tenants, for DEMO_API=true only: without it the server needs API_BASE_URL,
# TENANTS_FILE and SESSION_SECRET, and refuses to start without them.
COPY demo-api/tenants.json ./demo-api/tenants.json
# The start: the soft open-files limit raised to the hard one (each live-update stream is a socket:
# 10,000 per instance need more than the 1024 runtimes often start with), then node in its place.
COPY scripts/image-start.sh ./scripts/image-start.sh
USER node
EXPOSE 3000
# Liveness only: readiness (`?ready=1`) is the load balancer's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health-check').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: readiness 503, DRAIN_DELAY_MS (5 s) still answering, then up to SHUTDOWN_TIMEOUT_MS (20 s)
# for in-flight requests: give the container at least 30 s to stop (docker stop -t 30, Kubernetes'
# default terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["/app/scripts/image-start.sh"]
