import { describe, expect, it } from "vitest";
import { httpsOrigin } from "~/url/origin";
import { BUILT_IN_FRAME_ORIGINS, frameOrigins, isFramable } from "./frames";

describe("the framable origins", () => {
  it("are the stream players and OpenStreetMap's map without configuration", () => {
    expect([...frameOrigins()].sort()).toEqual([
      "https://player.vimeo.com",
      "https://www.openstreetmap.org",
      "https://www.youtube-nocookie.com",
    ]);
    expect(frameOrigins()).toEqual(BUILT_IN_FRAME_ORIGINS);
  });

  it("add the operator's, each once", () => {
    expect(frameOrigins(["https://maps.example.org", "https://www.openstreetmap.org"])).toEqual([
      ...BUILT_IN_FRAME_ORIGINS,
      "https://maps.example.org",
    ]);
  });

  it("refuse anything that is not one https origin", () => {
    expect(() => frameOrigins(["https:"])).toThrow(/not an https origin/);
    expect(() => frameOrigins(["*"])).toThrow(/not an https origin/);
  });
});

describe("httpsOrigin", () => {
  it("an https origin as the browser writes it", () => {
    expect(httpsOrigin("https://Maps.Example.org/")).toBe("https://maps.example.org");
    expect(httpsOrigin("https://maps.example.org:443")).toBe("https://maps.example.org");
    expect(httpsOrigin("https://maps.example.org:8443")).toBe("https://maps.example.org:8443");
  });

  it("nothing that could let more than that origin in, or another scheme", () => {
    for (const value of [
      "http://maps.example.org",
      "https://*.example.org",
      "https://maps.example.org/embed",
      "https://maps.example.org/?x",
      "https://maps.example.org#x",
      "https://user:pass@maps.example.org",
      "https://[::1]",
      "https:",
      "*",
      "'self'",
      "maps.example.org",
      "",
    ]) {
      expect(httpsOrigin(value), value).toBeNull();
    }
  });
});

describe("isFramable", () => {
  const origins = frameOrigins();
  it("an https URL whose origin is exactly one of the list's", () => {
    expect(isFramable("https://www.openstreetmap.org/export/embed.html?bbox=1", origins)).toBe(true);
    expect(isFramable("https://www.openstreetmap.org:443/export/embed.html", origins)).toBe(true);
    expect(isFramable("https://player.vimeo.com/video/1", origins)).toBe(true);
  });

  it("not another origin, however alike", () => {
    for (const url of [
      "https://openstreetmap.org/export/embed.html",
      "https://www.openstreetmap.org.evil.example/",
      "https://www.openstreetmap.org:8443/",
      "http://www.openstreetmap.org/export/embed.html",
      "https://evil.example@www.openstreetmap.org/",
      "https://www.youtube.com/embed/x",
      "not a url",
    ]) {
      expect(isFramable(url, origins), url).toBe(false);
    }
  });
});
