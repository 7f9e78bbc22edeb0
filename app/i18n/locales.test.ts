import { describe, expect, it } from "vitest";
import { pathTo } from "../paths";
import { localePath, localeFromTag, resolveLocale, splitLocalePrefix } from "./locales";

const ALL = ["es", "en", "pt", "eus"] as const;
const AGENDA = pathTo("agenda");

describe("resolveLocale", () => {
  const resolve = (pathname: string, cookieLocale?: string, acceptLanguages: string[] = [], languages = [...ALL]) =>
    resolveLocale({ pathname, cookieLocale, acceptLanguages, languages });

  it("takes the URL prefix first, over cookie and browser", () => {
    expect(resolve(`/en${AGENDA}`, "pt", ["eus"])).toMatchObject({ locale: "en", prefix: "en", rootRedirect: null });
    expect(resolve("/eus", "pt", ["en"])).toMatchObject({ locale: "eus", rootRedirect: null });
  });

  it("then the cookie, then Accept-Language, and redirects only from the root path", () => {
    expect(resolve("/", "pt", ["en"]).rootRedirect).toBe("/pt");
    expect(resolve("/", undefined, ["en-GB", "es"]).rootRedirect).toBe("/en");
    expect(resolve("/", undefined, ["fr", "eu"]).rootRedirect).toBe("/eus");
    expect(resolve(AGENDA, "pt", ["en"])).toMatchObject({ locale: "es", rootRedirect: null });
  });

  it("does not redirect when the preference is the default language or not offered", () => {
    expect(resolve("/", "es", ["en"]).rootRedirect).toBeNull();
    expect(resolve("/", undefined, ["fr"]).rootRedirect).toBeNull();
    expect(resolve("/", "en", [], ["es", "eus"]).rootRedirect).toBeNull();
    expect(resolve("/", "xx", ["eus"], ["es", "eus"]).rootRedirect).toBe("/eus");
  });

  it("flags a prefix the tenant does not offer and renders it in the default language", () => {
    expect(resolve(`/pt${AGENDA}`, undefined, [], ["es", "eus"])).toMatchObject({ locale: "es", prefixNotOffered: true });
  });

  it("uses the first language for unprefixed paths when the tenant has no Spanish", () => {
    expect(resolve(AGENDA, undefined, [], ["en", "pt"]).locale).toBe("en");
  });
});

describe("locale helpers", () => {
  it("splits prefixes only on whole segments", () => {
    expect(splitLocalePrefix("/en")).toEqual({ prefix: "en", rest: "/" });
    const activity = pathTo("conference", { slug: "x" });
    expect(splitLocalePrefix(`/eus${activity}`)).toEqual({ prefix: "eus", rest: activity });
    expect(splitLocalePrefix("/english")).toEqual({ prefix: null, rest: "/english" });
  });

  it("maps browser tags to our codes", () => {
    expect(localeFromTag("pt-PT")).toBe("pt");
    expect(localeFromTag("eu-ES")).toBe("eus");
    expect(localeFromTag("fr")).toBeNull();
  });

  it("builds localized paths, leaving the default language unprefixed", () => {
    expect(localePath("es", AGENDA)).toBe(AGENDA);
    expect(localePath("en", AGENDA)).toBe(`/en${AGENDA}`);
    expect(localePath("en", "/")).toBe("/en");
    // A path without its leading slash.
    expect(localePath("eus", pathTo("blog").slice(1))).toBe(`/eus${pathTo("blog")}`);
  });
});
