import { describe, expect, it } from "vitest";
import { pathTo } from "../paths";
import { cmsHref, httpsUrl, openStreetMapUrl, safeImageSrc } from "./urls";

describe("cmsHref", () => {
  it("opens http(s) links in a new window", () => {
    expect(cmsHref("https://example.com/a b", "es", "es")).toEqual({ href: "https://example.com/a%20b", external: true });
    expect(cmsHref("  http://example.com ", "es", "es")).toEqual({ href: "http://example.com/", external: true });
    expect(cmsHref("//example.com/x", "es", "es")).toEqual({ href: "https://example.com/x", external: true });
  });

  it("localizes paths and slugs of this site, keeping an explicit prefix", () => {
    expect(cmsHref(pathTo("agenda"), "en", "es")).toEqual({ href: `/en${pathTo("agenda")}`, external: false });
    expect(cmsHref("aviso-legal", "es", "es")).toEqual({ href: "/aviso-legal", external: false });
    expect(cmsHref(`/eus${pathTo("sdg")}`, "en", "es")).toEqual({ href: `/eus${pathTo("sdg")}`, external: false });
    expect(cmsHref("#top", "en", "es")).toEqual({ href: "#top", external: false });
  });

  it("keeps mailto and tel", () => {
    expect(cmsHref("mailto:info@example.com", "es", "es")).toEqual({ href: "mailto:info@example.com", external: false });
    expect(cmsHref("tel:+34900000000", "es", "es")).toEqual({ href: "tel:+34900000000", external: false });
  });

  it("refuses script and data URLs however they are disguised", () => {
    for (const url of [
      "javascript:alert(1)",
      "  JaVaScRiPt:alert(1)",
      "jav\tascript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "vbscript:x",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
    ]) {
      expect(cmsHref(url, "es", "es"), url).toBeNull();
    }
    expect(cmsHref("", "es", "es")).toBeNull();
    // A backslash is a slash to browsers: `/\evil` must not become another site by accident.
    expect(cmsHref("/\\evil.example", "es", "es")).toEqual({ href: "https://evil.example/", external: true });
  });
});

describe("safeImageSrc", () => {
  it("accepts http(s), paths and raster data: images", () => {
    expect(safeImageSrc("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(safeImageSrc("/images/a.png")).toBe("/images/a.png");
    expect(safeImageSrc("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });
  it("refuses script, SVG data and other schemes", () => {
    expect(safeImageSrc("javascript:alert(1)")).toBeNull();
    expect(safeImageSrc("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(safeImageSrc("data:text/html,x")).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
    expect(safeImageSrc("  ")).toBeNull();
  });
});

describe("httpsUrl", () => {
  it("only https embeds", () => {
    expect(httpsUrl("https://www.youtube-nocookie.com/embed/x")).toBe("https://www.youtube-nocookie.com/embed/x");
    expect(httpsUrl("http://example.com")).toBeNull();
    expect(httpsUrl("javascript:alert(1)")).toBeNull();
    expect(httpsUrl("data:text/html,x")).toBeNull();
    expect(httpsUrl("not a url")).toBeNull();
  });
});

describe("openStreetMapUrl", () => {
  it("centres the map on the point with a marker", () => {
    expect(openStreetMapUrl(43.263, -2.935)).toBe("https://www.openstreetmap.org/?mlat=43.263&mlon=-2.935#map=16/43.263/-2.935");
  });
  it("refuses coordinates that are not on Earth", () => {
    expect(openStreetMapUrl(91, 0)).toBeNull();
    expect(openStreetMapUrl(0, -181)).toBeNull();
    expect(openStreetMapUrl(Number.NaN, 0)).toBeNull();
  });
});

describe("cmsHref: files", () => {
  it("links files of this site as they are, in every language", () => {
    expect(cmsHref("/demo/files/programa.pdf", "en", "es")).toEqual({ href: "/demo/files/programa.pdf", external: false, file: true });
    expect(cmsHref("/files/a.pdf?v=2", "eus", "es")).toEqual({ href: "/files/a.pdf?v=2", external: false, file: true });
  });
});
