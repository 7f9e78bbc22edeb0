import { realpathSync } from "node:fs";
import os from "node:os";
import { searchForWorkspaceRoot } from "vite";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  // Tests import font files with `?url` (app/chrome/fonts.server.ts); a git worktree whose
  // node_modules is a symlink to another checkout would otherwise have them refused ("Denied ID").
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
  test: {
    include: ["app/**/*.test.ts", "demo-api/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: "forks",
    // The integration tests mostly wait on the servers they start: a worker more than the cores (vitest's
    // default is one fewer, a single worker on CI's two) ran the suite in 161 s instead of 304.
    maxWorkers: os.availableParallelism() + 1,
  },
});
