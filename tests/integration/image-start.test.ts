// The release image's start (scripts/image-start.sh): node runs in the script's place, with its
// arguments and the open-files soft limit raised to the hard one; a stand-in `node` reports what it got.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./harness";

const SCRIPT = path.join(ROOT, "scripts/image-start.sh");

/** Runs the start script under a soft open-files limit of `soft`, a stand-in node on PATH: its limits and arguments. */
function start(soft: number): { limits: string[]; args: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "image-start-"));
  writeFileSync(path.join(dir, "node"), `#!/bin/sh\necho "$(ulimit -S -n) $(ulimit -H -n)"\necho "$*"\n`);
  chmodSync(path.join(dir, "node"), 0o755);
  const out = execFileSync("sh", ["-c", `ulimit -S -n ${soft} && exec sh "$0" --extra`, SCRIPT], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
    encoding: "utf8",
  });
  const [limits, args] = out.trim().split("\n");
  return { limits: limits.split(" "), args };
}

describe("the image's start", () => {
  it("raises the soft open-files limit to the hard one, then runs the compiled server in its place", () => {
    const hard = execFileSync("sh", ["-c", "ulimit -H -n"], { encoding: "utf8" }).trim();
    const { limits, args } = start(1024);
    expect(limits).toEqual([hard, hard]);
    expect(args).toBe("--enable-source-maps build/host/server.js --extra");
  });

  it("is what the Dockerfile runs, copied into the image", () => {
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^CMD \["\/app\/scripts\/image-start\.sh"\]$/m);
    expect(dockerfile).toMatch(/^COPY scripts\/image-start\.sh \.\/scripts\/image-start\.sh$/m);
    expect(readFileSync(SCRIPT, "utf8")).toMatch(/^exec node --enable-source-maps build\/host\/server\.js "\$@"$/m);
  });
});
