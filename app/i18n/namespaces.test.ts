// Every route declares the catalogues its component tree uses: what a module uses is read from its
// source and the non-`.server` sources it imports.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_NS, NAMESPACES } from "./locales";
import { BANNER_NS, namespacesOf } from "./namespaces";

const app = path.resolve(__dirname, "..");
const KNOWN = new Set<string>(NAMESPACES);

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function used(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file) || /\.server\.tsx?$/.test(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) for (const [, ns] of args.matchAll(/"(\w+)"/g)) found.add(ns);
  for (const [, ns] of source.matchAll(/["'`](\w+):[\w.$]/g)) if (KNOWN.has(ns)) found.add(ns);
  for (const [, ns] of source.matchAll(/NAMESPACE = "(\w+)"/g)) found.add(ns);
  for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from "([^"]+)"/gms)) {
    const target = resolve(file, specifier);
    if (target) used(target, seen, found);
  }
  for (const [, specifier] of source.matchAll(/import\("([^"]+)"\)/g)) {
    const target = resolve(file, specifier);
    if (target) used(target, seen, found);
  }
  return found;
}

/** Every namespace a module's `handle` may ask for (or the module it re-exports it from). */
function declared(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const own = /export const handle = \{\s*i18n: \[([^\]]*)\](?:,\s*i18nWhen: \{(.*?)\n?\s*\},?)?,?\s*\}/s.exec(source);
  if (own)
    return [...[...own[1].matchAll(/"(\w+)"/g)].map(([, ns]) => ns), ...[...(own[2] ?? "").matchAll(/^\s*(\w+):/gm)].map(([, ns]) => ns)];
  const reexport = /export \{[^}]*\bhandle\b[^}]*\} from "([^"]+)"/.exec(source);
  const target = reexport && resolve(file, reexport[1]);
  return target ? declared(target) : [];
}

describe("route namespaces", () => {
  it("the root declares what the chrome uses (the banner's catalogue comes while the banner is due)", () => {
    const root = path.join(app, "root.tsx");
    const missing = [...used(root)].filter((ns) => !declared(root).includes(ns) && ns !== DEFAULT_NS && ns !== BANNER_NS);
    expect(missing).toEqual([]);
  });

  it("every page declares the namespaces its components use, beyond the root's", () => {
    const rootNamespaces = declared(path.join(app, "root.tsx"));
    // Resource routes (no component) render nothing in the browser.
    const routes = readdirSync(path.join(app, "routes")).filter(
      (file) => file.endsWith(".tsx") && /export default|export \{ default/.test(readFileSync(path.join(app, "routes", file), "utf8")),
    );
    const missing: string[] = [];
    for (const file of routes) {
      const route = path.join(app, "routes", file);
      const have = new Set([DEFAULT_NS, ...rootNamespaces, ...declared(route)]);
      for (const ns of used(route)) if (!have.has(ns)) missing.push(`${file}: ${ns}`);
    }
    expect(missing).toEqual([]);
  });

  it("declarations name real catalogues", () => {
    const routes = readdirSync(path.join(app, "routes")).map((file) => path.join(app, "routes", file));
    for (const file of [path.join(app, "root.tsx"), ...routes])
      for (const ns of declared(file)) expect(KNOWN.has(ns), `${file}: ${ns}`).toBe(true);
  });

  it("a page gets the union of its routes' namespaces, common always, in one order", () => {
    expect(namespacesOf([{ handle: { i18n: ["cms", "nonsense"] } }, { handle: undefined }, { handle: { other: 1 } }])).toEqual([
      "common",
      "cms",
    ]);
  });

  it("a namespace in `i18nWhen` only when the route's data asks for it", () => {
    const handle = { i18n: ["cms"], i18nWhen: { contact: (data: unknown) => (data as { form?: boolean } | undefined)?.form === true } };
    expect(namespacesOf([{ handle, data: { form: false } }])).toEqual(["common", "cms"]);
    expect(namespacesOf([{ handle, data: { form: true } }])).toEqual(["common", "cms", "contact"]);
  });

  it("the banner's catalogue only while the banner is due", () => {
    expect(namespacesOf([{ handle: { i18n: ["cms"] } }])).not.toContain("consent");
    expect(namespacesOf([{ handle: { i18n: ["cms"] } }], true)).toEqual(["common", "cms", "consent"]);
  });
});
