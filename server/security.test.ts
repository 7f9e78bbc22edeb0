// Only the framable origins (app/cms/frames.ts) can be framed and, with this site, get fullscreen;
// the features the portal never uses stay off.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { frameOrigins } from "../app/cms/frames";
import { permissionsPolicy, securityHeaders } from "./security";

// Written out, not derived from the list under test: a new entry in app/cms/frames.ts or
// streaming.ts must be a deliberate change here too.
const BUILT_IN = ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://www.openstreetmap.org"];
const CONFIGURED = ["https://maps.example.org", "https://media.example.org:8443"];

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
  const found = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

describe("what a page may frame", () => {
  for (const mode of [
    { production: true, dev: false },
    { production: false, dev: false },
    { production: false, dev: true },
  ]) {
    for (const configured of [[], CONFIGURED]) {
      it(`frame-src is this site, the built-in origins and FRAME_ORIGINS, nothing else (${JSON.stringify({ ...mode, configured })})`, () => {
        const csp = headersOf(securityHeaders({ ...mode, frameOrigins: frameOrigins(configured) }))["content-security-policy"];
        const sources = directive(csp, "frame-src");
        expect(sources.sort()).toEqual(["'self'", ...BUILT_IN, ...configured].sort());
        // No scheme, wildcard or host pattern that would let an unknown origin in.
        for (const source of sources) expect(source === "'self'" || /^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(source), source).toBe(true);
        // A frame-src must exist: without it, default-src would decide (and child-src would not help).
        expect(directive(csp, "default-src")).toEqual(["'self'"]);
        // Nor may child-src widen it.
        expect(csp).not.toMatch(/(^|;)\s*child-src/);
      });
    }
  }

  it("an unknown origin is not in the list, whatever it looks like", () => {
    const csp = headersOf(securityHeaders({ production: true, dev: false, frameOrigins: frameOrigins(CONFIGURED) }))[
      "content-security-policy"
    ];
    const sources = directive(csp, "frame-src");
    for (const unknown of [
      "https://live.congreso.example",
      "https://www.youtube.com",
      "https://www.google.com",
      "https://openstreetmap.org",
      "https://evil.example",
      "https:",
      "*",
      "data:",
      "blob:",
    ]) {
      expect(sources, unknown).not.toContain(unknown);
    }
  });
});

describe("what an embedded player may use (Permissions-Policy)", () => {
  const features = (configured: string[]) => {
    const policy = headersOf(permissionsPolicy({ frameOrigins: frameOrigins(configured) }))["permissions-policy"];
    return Object.fromEntries(policy.split(/,\s*/).map((entry) => entry.split("=") as [string, string]));
  };

  it("fullscreen for this site and the framable origins only, so a frame's allow can pass it on", () => {
    for (const configured of [[], CONFIGURED]) {
      const granted = /^\(self( "[^"]+")*\)$/.exec(features(configured).fullscreen);
      expect(granted, features(configured).fullscreen).not.toBeNull();
      const origins = [...features(configured).fullscreen.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
      expect(origins.sort()).toEqual([...BUILT_IN, ...configured].sort());
    }
  });

  it("leaves picture-in-picture and encrypted-media to the frame's allow; autoplay, camera and the rest off", () => {
    const all = features([]);
    expect(all["picture-in-picture"]).toBeUndefined();
    expect(all["encrypted-media"]).toBeUndefined();
    for (const off of ["autoplay", "camera", "microphone", "geolocation", "payment", "display-capture", "usb"])
      expect(all[off], off).toBe("()");
  });
});
