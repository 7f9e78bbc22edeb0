// Standalone demo API: `node --import tsx demo-api/server.ts`
// Env: DEMO_API_PORT (default 4000), DEMO_API_HOST (default 127.0.0.1), DEMO_API_DELAY_MS (optional artificial latency, middleware.ts).
import { startDemoApi } from "./app";

const rawPort = process.env.DEMO_API_PORT ?? "4000";
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`[demo-api] invalid DEMO_API_PORT: ${rawPort}`);
  process.exit(1);
}

const api = await startDemoApi({ port, host: process.env.DEMO_API_HOST || "127.0.0.1" });
console.log(`[demo-api] listening on ${api.url}`);

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    process.exit(1); // second signal: force
  }
  stopping = true;
  console.log(`[demo-api] ${signal} received, closing`);
  api.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error("[demo-api] error while closing", err);
      process.exit(1);
    },
  );
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
