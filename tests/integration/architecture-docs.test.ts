// docs/architecture.md against the tree: its layer table places every folder and file at the top of
// app/, its folder map names every folder of app/, and every path the map names exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url);
const doc = readFileSync(new URL("docs/architecture.md", ROOT), "utf8");
const section = (title: string) => doc.slice(doc.indexOf(`## ${title}`), doc.indexOf("\n## ", doc.indexOf(`## ${title}`) + 1));

const entries = readdirSync(new URL("app/", ROOT), { withFileTypes: true });
const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const files = entries
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => entry.name);

describe("docs/architecture.md", () => {
  it("places every folder and file at the top of app/ in a layer (or among the shared type files)", () => {
    const layers = section("Layers");
    const missing = [...folders.map((folder) => `\`${folder}/\``), ...files.map((file) => `\`${file}\``)].filter(
      (name) => !layers.includes(name),
    );
    expect(folders.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("names every folder of app/ in its folder map", () => {
    const map = section("The code, folder by folder");
    expect(folders.filter((folder) => !map.includes(`app/${folder}/`))).toEqual([]);
  });

  it("names only paths that exist in its folder map", () => {
    const map = section("The code, folder by folder");
    const named = [...map.matchAll(/(?:^|[\s(])((?:app|server|demo-api|tests|locales)\/[\w./<>-]*|server\.ts)/gm)]
      .map((match) => match[1]!.replace(/[.,;:)]+$/, ""))
      .filter((path) => !path.includes("<"));
    expect(named.length).toBeGreaterThan(25);
    expect(named.filter((path) => !existsSync(new URL(path, ROOT)))).toEqual([]);
  });
});
