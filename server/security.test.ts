// The headers that decide what a page may frame and what an embedded player may use: only the
// allow-listed stream players (app/participation/streaming.ts) can be framed, and they, with this
// site, are the only ones given fullscreen; the features the portal never uses stay off.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { STREAMING_FRAME_ORIGINS } from "../app/participation/streaming";
import { permissionsPolicy, securityHeaders } from "./security";

/** The headers a middleware sets on a bare response. */
function headersOf(middleware: (req: Request, res: Response, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    locals: { cspNonce: "bm9uY2U=" },
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  middleware({ headers: {}, method: "GET" } as Request, res as unknown as Response, (error) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

describe("what a page may frame", () => {
  for (const mode of [{ production: true, dev: false }, { production: false, dev: false }, { production: false, dev: true }]) {
    it(`frame-src is this site and exactly the allow-listed players (${JSON.stringify(mode)})`, () => {
      const csp = headersOf(securityHeaders(mode))["content-security-policy"];
      const sources = directive(csp, "frame-src");
      expect(sources.sort()).toEqual(["'self'", ...STREAMING_FRAME_ORIGINS].sort());
      // No scheme, wildcard or host pattern that would let an unknown origin in.
      for (const source of sources) expect(source === "'self'" || /^https:\/\/[a-z0-9.-]+$/.test(source), source).toBe(true);
      // A frame-src must exist: without it, default-src would decide (and child-src would not help).
      expect(directive(csp, "default-src")).toEqual(["'self'"]);
    });
  }

  it("an unknown origin is not in the list, whatever it looks like", () => {
    const sources = directive(headersOf(securityHeaders({ production: true, dev: false }))["content-security-policy"], "frame-src");
    for (const unknown of ["https://live.congreso.example", "https://www.youtube.com", "https://evil.example", "https:", "*", "data:", "blob:"]) {
      expect(sources, unknown).not.toContain(unknown);
    }
  });
});

describe("what an embedded player may use (Permissions-Policy)", () => {
  const policy = headersOf(permissionsPolicy)["permissions-policy"];
  const features = Object.fromEntries(policy.split(/,\s*/).map((entry) => entry.split("=") as [string, string]));

  it("fullscreen for this site and the allow-listed players, so their frame's allow can pass it on", () => {
    expect(features.fullscreen).toBe(`(self ${STREAMING_FRAME_ORIGINS.map((origin) => `"${origin}"`).join(" ")})`);
  });

  it("leaves picture-in-picture and encrypted-media to the frame's allow; autoplay, camera and the rest off", () => {
    expect(features["picture-in-picture"]).toBeUndefined();
    expect(features["encrypted-media"]).toBeUndefined();
    for (const off of ["autoplay", "camera", "microphone", "geolocation", "payment", "display-capture", "usb"]) expect(features[off], off).toBe("()");
  });
});
