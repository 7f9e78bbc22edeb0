import { describe, expect, it } from "vitest";
import { isIndexed } from "./robots";
import { robotsPattern, robotsTxt } from "./robots.server";

describe("isIndexed", () => {
  it("indexes an index site that is not an internal event, and nothing else", () => {
    expect(isIndexed({ isIndexSite: true, isInternalEvent: false })).toBe(true);
    expect(isIndexed({ isIndexSite: true, isInternalEvent: true })).toBe(false);
    expect(isIndexed({ isIndexSite: false, isInternalEvent: false })).toBe(false);
  });
});

describe("robotsPattern", () => {
  it("turns a parameter into * and stops before an optional or rest segment", () => {
    expect(robotsPattern("/agenda/:slug/proceso-de-compra/ok")).toBe("/agenda/*/proceso-de-compra/ok");
    expect(robotsPattern("/stripe/success/:id?")).toBe("/stripe/success");
    expect(robotsPattern("/usuario/descargas/*")).toBe("/usuario/descargas");
    expect(robotsPattern("/cambiar-contraseña")).toBe("/cambiar-contrase%C3%B1a");
  });
});

describe("robotsTxt", () => {
  const rules = (text: string) => text.split("\n").filter((line) => line.startsWith("Disallow: "));

  it("shuts a site that is not indexed out completely, without naming a sitemap", () => {
    const text = robotsTxt({ indexed: false, languages: ["es", "en"], origin: "https://a.example" });
    expect(rules(text)).toEqual(["Disallow: /"]);
    expect(text).not.toMatch(/Sitemap/);
  });

  it("keeps crawlers out of the private area, the payment returns and the confirmations in every prefix, and names the sitemap", () => {
    const text = robotsTxt({ indexed: true, languages: ["es", "eus"], origin: "https://a.example" });
    for (const prefix of ["", "/es", "/eus"]) {
      for (const path of ["/usuario", "/stripe/success", "/proceso-de-compra", "/inscripcion/confirmacion", "/password-reset-confirm"]) {
        expect(rules(text)).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    expect(rules(text)).not.toContain("Disallow: /en/usuario");
    expect(rules(text)).not.toContain("Disallow: /");
    // A rule already covered by a shorter one is left out.
    expect(rules(text)).not.toContain("Disallow: /usuario/baja");
    expect(text).toMatch(/^Sitemap: https:\/\/a\.example\/sitemap\.xml$/m);
  });

  it("leaves the public pages open", () => {
    const text = robotsTxt({ indexed: true, languages: ["es", "en"], origin: "https://a.example" });
    const blocks = (path: string) => rules(text).some((line) => new RegExp(`^${line.slice(10).replace(/\*/g, "[^/]+")}`).test(path));
    for (const path of [
      "/",
      "/agenda",
      "/agenda/una-charla",
      "/blog/un-post",
      "/ponentes",
      "/en/contacto",
      "/registro",
      "/iniciar-sesion",
    ]) {
      expect(blocks(path), path).toBe(false);
    }
    expect(blocks("/en/usuario/networking")).toBe(true);
  });
});
