# syntax=docker/dockerfile:1
# The same steps as the README: npm install, npm run build, then the production server.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# patches/ before the install: its postinstall applies them (patch-package).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
# server.ts runs through tsx and imports the host modules from app/ and server/; the demo API is
# started in-process when API_BASE_URL is not set.
COPY --from=build /app/build ./build
COPY tsconfig.json server.ts ./
COPY server ./server
COPY app ./app
COPY demo-api ./demo-api
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health-check').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm): SIGTERM reaches the server, which drains and exits.
CMD ["node", "--import", "tsx", "server.ts"]
