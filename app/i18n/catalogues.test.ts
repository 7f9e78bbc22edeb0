import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, NAMESPACES } from "./locales";

const dir = path.resolve(__dirname, "../../locales");

function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
  }
  // Plural forms differ by language (one/other/many...).
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
}

describe("locale catalogues", () => {
  const files = (lng: string) =>
    readdirSync(path.join(dir, lng))
      .filter((f) => f.endsWith(".json"))
      .sort();

  it("every language has the same files, and every namespace is registered", () => {
    const reference = files("es");
    for (const lng of LOCALES) expect(files(lng), lng).toEqual(reference);
    expect(reference.map((f) => f.replace(/\.json$/, "")).sort()).toEqual([...NAMESPACES].sort());
  });

  it("the four catalogues have the same keys, none empty", () => {
    for (const file of files("es")) {
      const load = (lng: string) => JSON.parse(readFileSync(path.join(dir, lng, file), "utf8"));
      const reference = new Set(keys(load("es")));
      for (const lng of LOCALES) {
        const catalogue = load(lng);
        expect(new Set(keys(catalogue)), `${lng}/${file}`).toEqual(reference);
        const empty = JSON.stringify(catalogue).match(/:""/g);
        expect(empty, `${lng}/${file} has empty strings`).toBeNull();
      }
    }
  });
});
