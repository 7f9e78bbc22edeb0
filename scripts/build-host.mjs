// Compiles the Express host (server.ts and what it imports) with esbuild for `npm start` and the image:
// no TypeScript compiler at run time (decision 026). Packages stay external; source maps name .ts lines.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const HOST_OUT_DIR = "build/host";

rmSync(new URL(`../${HOST_OUT_DIR}`, import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The standalone demo API too, for several instances sharing one (compose.yaml, the cluster test).
  entryPoints: { server: "server.ts", "demo-api": "demo-api/server.ts" },
  outdir: HOST_OUT_DIR,
  bundle: true,
  // The embedded demo API is imported only when it runs: its own chunk, shared with demo-api.js.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  // As TypeScript resolves (`./streaming` is streaming.ts, not Streaming.tsx).
  resolveExtensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  logLevel: "warning",
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`host: ${HOST_OUT_DIR}/server.js, demo-api.js and their chunks, ${(bytes / 1024).toFixed(0)} KiB of JavaScript`);
