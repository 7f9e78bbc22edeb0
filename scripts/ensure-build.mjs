// `npm start` on a fresh clone: build once when there is no production build yet.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No production build found: building (npx remix vite:build)…");
  const result = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
