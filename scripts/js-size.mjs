// JavaScript a visitor's browser downloads for each page (gzipped), from the production build's
// asset manifest: the client entry and the modules of every route the page matches.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { printTable } from "./table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const { assets } = build;

const PAGES = {
  "home (/)": ["root", "locale", "home"],
  "/agenda": ["root", "locale", "agenda"],
  "/agenda/{slug}": ["root", "locale", "conference"],
  "/ponentes": ["root", "locale", "speakers"],
  "/patrocinadores": ["root", "locale", "sponsors"],
  "/blog": ["root", "locale", "blog"],
  "/blog/{id}": ["root", "locale", "post"],
  "/sdg": ["root", "locale", "sdg"],
  "/{slug} (CMS)": ["root", "locale", "page"],
};

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(root, "build/client", file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString("utf8") });
  }
  return sizes.get(file);
}

export function pageSizes() {
  const rows = [];
  for (const [page, ids] of Object.entries(PAGES)) {
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (const id of ids) {
      const route = assets.routes[id];
      if (!route) continue;
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = gz(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    rows.push({ page, files: files.size, "KB": (raw / 1024).toFixed(1), "KB gzip": (gzip / 1024).toFixed(1) });
  }
  return rows;
}

/** Validation libraries must stay on the server (the GOV.UK pattern validates there). */
export function validationCodeInBrowser() {
  const found = [];
  for (const [file, size] of sizes) if (/ZodError|invalid_type_error|@conform-to|parseWithZod/.test(size.text)) found.push(file);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(pageSizes());
  const leaked = validationCodeInBrowser();
  console.log(leaked.length ? `\nValidation code in the browser bundle: ${leaked.join(", ")}` : "\nNo zod or conform code in the browser bundle.");
  process.exit(leaked.length ? 1 : 0);
}
