// The browser's translations are the server's: for every key of every catalogue in every language,
// with its plural forms, its variables and the options pages pass, ./translate.ts (through the
// browser's react-i18next) gives exactly what the server's i18next instance gives.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPageI18n, newInstance } from "./i18n.server";
import { DEFAULT_NS, LOCALES, NAMESPACES } from "./locales";
import { BrowserI18n } from "./react-i18next.client";
import type { Bundles } from "./translate";

const dir = path.resolve(__dirname, "../../locales");

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value)]];
}

/** Values that would show a difference: `$` patterns, placeholders and nesting inside a value, numbers, nothing. */
const TRICKY = ["$& $1 $$ {{name}} $t(common:close)", 0, 12.5, "", null, undefined];
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1_000_000, -1];

/** Every call a page could make for `key` holding `text`. */
function callsFor(key: string, text: string): [string, Record<string, unknown> | string | undefined][] {
  const variables = [...text.matchAll(/\{\{-?\s*([^},]+?)\s*(,[^}]*)?\}\}/g)].map((match) => match[1]);
  const calls: [string, Record<string, unknown> | string | undefined][] = [
    [key, undefined],
    [key, "fallback {{name}}"],
  ];
  for (const value of TRICKY) calls.push([key, Object.fromEntries(variables.map((name) => [name, value]))]);
  calls.push([key, Object.fromEntries(variables.slice(1).map((name) => [name, "only some"]))]);
  const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
  if (base !== key)
    for (const count of COUNTS) calls.push([base, { count, ...Object.fromEntries(variables.map((name) => [name, `«${name}»`])) }]);
  return calls;
}

const catalogues = Object.fromEntries(
  LOCALES.map((lng) => [
    lng,
    Object.fromEntries(
      readdirSync(path.join(dir, lng)).map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(readFileSync(path.join(dir, lng, file), "utf8")),
      ]),
    ) as Bundles,
  ]),
);

describe("the browser's translations", () => {
  it("reads every catalogue file (the test is not empty)", () => {
    for (const lng of LOCALES) expect(Object.keys(catalogues[lng]).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const lng of LOCALES) {
    it(`gives the server's strings for every key in ${lng}, as its own namespace's and as \`ns:key\` from another`, () => {
      const server = getPageI18n(lng, NAMESPACES);
      const browser = new BrowserI18n(lng, catalogues[lng], () => Promise.reject(new Error("everything is loaded")), DEFAULT_NS);
      let compared = 0;
      for (const ns of NAMESPACES) {
        const serverT = server.getFixedT(null, ns) as unknown as (key: string, options?: unknown) => unknown;
        const browserT = browser.getFixedT(ns);
        const other = ns === "common" ? "forms" : "common";
        const serverOther = server.getFixedT(null, other) as unknown as (key: string, options?: unknown) => unknown;
        const browserOther = browser.getFixedT(other);
        for (const [key, text] of leaves(catalogues[lng][ns])) {
          for (const [call, options] of callsFor(key, text)) {
            const where = `${lng} ${ns}:${call} ${JSON.stringify(options)}`;
            expect(browserT(call, options as never), where).toBe(serverT(call, options));
            expect(browserOther(`${ns}:${call}`, options as never), `${where} from ${other}`).toBe(serverOther(`${ns}:${call}`, options));
            const params = typeof options === "object" ? options : undefined;
            expect(browser.exists(`${ns}:${call}`, params), `exists ${where}`).toBe(server.exists(`${ns}:${call}`, params));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("counts as European Portuguese does: none and a fraction are plural, on the server and in the browser", () => {
    const server = getPageI18n("pt", NAMESPACES).getFixedT(null, "agenda") as unknown as (key: string, options?: unknown) => unknown;
    const browser = new BrowserI18n("pt", catalogues.pt, () => Promise.reject(new Error("everything is loaded")), DEFAULT_NS).getFixedT(
      "agenda",
    );
    for (const t of [server, browser]) {
      expect(t("filtered", { count: 0 })).toBe("0 atividades com estes filtros.");
      expect(t("filtered", { count: 1 })).toBe("1 atividade com estes filtros.");
      expect(t("filtered", { count: 1.5 })).toBe("1.5 atividades com estes filtros.");
    }
  });

  it("gives the server's answer for keys no catalogue has, sentences with a colon, and an object", () => {
    const server = getPageI18n("es", NAMESPACES);
    const browser = new BrowserI18n("es", catalogues.es, () => Promise.reject(new Error("everything is loaded")), DEFAULT_NS);
    const serverT = server.getFixedT(null, "common") as unknown as (key: string, options?: unknown) => unknown;
    const browserT = browser.getFixedT("common");
    const keys = [
      "nope",
      "nope.deeper",
      "forms:nope",
      "Una frase: con dos puntos",
      "nav",
      "",
      "validation:",
      ":x",
      "a:b:c",
      "nope {{name}}",
    ];
    for (const key of keys)
      for (const options of [
        undefined,
        { name: "Ana" },
        { count: 2 },
        "por defecto",
        { defaultValue: "" },
        { ns: "forms" },
        { context: "x" },
        { keyPrefix: "nav" },
      ])
        expect(browserT(key, options as never), `${key} ${JSON.stringify(options)}`).toBe(serverT(key, options));
  });

  it("gives the server's answer where a catalogue lacks a plural form, or a key holds an object or nothing", () => {
    const common = {
      items_one: "{{count}} cosa",
      items_other: "{{count}} cosas",
      seats_other: "{{count}} plazas",
      seats_guest_other: "{{count}} plazas de invitado",
      group: { inside: "dentro" },
      empty: "",
    };
    const server = newInstance({ lng: "es", fallbackLng: false, ns: ["common"], resources: { es: { common } } });
    const browser = new BrowserI18n("es", { common }, () => Promise.reject(new Error("everything is loaded")), "common");
    const serverT = server.getFixedT(null, "common") as unknown as (key: string, options?: unknown) => unknown;
    const browserT = browser.getFixedT("common");
    for (const key of ["items", "seats", "group", "group.inside", "empty"])
      for (const options of [undefined, { count: 1 }, { count: 1_000_000 }, { count: 0 }, { count: 1, context: "guest" }, "por defecto"]) {
        expect(browserT(key, options as never), `${key} ${JSON.stringify(options)}`).toBe(serverT(key, options));
        const params = typeof options === "object" ? options : undefined;
        expect(browser.exists(key, params), `exists ${key} ${JSON.stringify(options)}`).toBe(server.exists(key, params));
      }
  });
});
