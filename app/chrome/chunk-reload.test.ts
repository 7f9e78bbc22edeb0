import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, shouldReloadForChunkError } from "./chunk-reload";

describe("chunk-load reload guard", () => {
  const now = 1_000_000;
  it("reloads on a failed chunk load", () => {
    expect(shouldReloadForChunkError("Failed to fetch dynamically imported module: /assets/x.js", 0, now)).toBe(true);
    expect(shouldReloadForChunkError("Importing a module script failed.", 0, now)).toBe(true);
  });
  it("at most once per 60 seconds", () => {
    expect(shouldReloadForChunkError("Failed to fetch dynamically imported module", now - 1000, now)).toBe(false);
    expect(shouldReloadForChunkError("Failed to fetch dynamically imported module", now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
  });
  it("ignores other errors", () => {
    expect(shouldReloadForChunkError("TypeError: x is undefined", 0, now)).toBe(false);
  });
});
