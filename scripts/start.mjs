// `npm start`: builds when there is no build, then runs build/host/server.js in this process. Without
// API_BASE_URL it sets DEMO_API=true and says so (the server alone in production refuses to guess).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const SERVER = new URL("../build/host/server.js", import.meta.url);

if (!existsSync(SERVER) || !existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No production build found: building (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ||= "production";
if (!process.env.API_BASE_URL && !process.env.DEMO_API) {
  process.env.DEMO_API = "true";
  console.log("npm start: no API_BASE_URL, so DEMO_API=true: the embedded demo API and its three demo tenants.");
}
process.setSourceMapsEnabled(true);
await import(SERVER.href);
