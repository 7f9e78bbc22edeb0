// `npm run test:cluster`: the cluster test alone (three instances, nginx, Redis; a few minutes), with
// the project's usual resolution. Not part of `npm run test:unit`.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({ ...base, test: { ...base.test, include: ["tests/cluster/**/*.test.ts"], testTimeout: 180_000 } });
