import { describe, expect, it } from "vitest";
import { languageHomePath, menuHref } from "./links";

describe("menu link target rules", () => {
  it("empty goes home, in the page's language", () => {
    expect(menuHref("", "es", "es")).toEqual({ href: "/", external: false });
    expect(menuHref("  ", "en", "es")).toEqual({ href: "/en", external: false });
  });
  it("a target beginning with http opens in a new window", () => {
    expect(menuHref("https://youtube.com/x", "es", "es")).toEqual({ href: "https://youtube.com/x", external: true });
    expect(menuHref("http://a.example", "en", "es").external).toBe(true);
  });
  it("anything else is the generic page with that slug", () => {
    expect(menuHref("aviso-legal", "es", "es")).toEqual({ href: "/aviso-legal", external: false });
    expect(menuHref("/aviso-legal", "eus", "es")).toEqual({ href: "/eus/aviso-legal", external: false });
  });
  it("the language selector goes to each language's home through its prefix", () => {
    expect(languageHomePath("es")).toBe("/es");
    expect(languageHomePath("eus")).toBe("/eus");
  });
});
