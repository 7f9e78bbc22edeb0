// `node scripts/sbom-check.mjs <app dir>`: the image's bill of materials (<app>/sbom.cdx.json, CycloneDX)
// lists every package the server loads: each package the compiled server imports, and what those
// packages depend on in turn, found in <app>/node_modules as Node would, at the version installed.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const app = path.resolve(process.argv[2] ?? ".");
const fail = (message) => {
  console.error(`sbom-check: FAIL: ${message}`);
  process.exit(1);
};

const sbom = JSON.parse(readFileSync(path.join(app, "sbom.cdx.json"), "utf8"));
if (sbom.bomFormat !== "CycloneDX" || !Array.isArray(sbom.components)) fail("sbom.cdx.json is not a CycloneDX bill of materials");
const listed = new Set(sbom.components.map((component) => `${component.name}@${component.version}`));

/** Imported only by the development server (`npm run dev`), never in production, so not installed in the image. */
const DEVELOPMENT_ONLY = new Set(["vite"]);

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`); null for Node's own and relative ones. */
function packageOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return null;
  const name = specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
  return builtinModules.includes(name) || DEVELOPMENT_ONLY.has(name) ? null : name;
}

// What the compiled server imports: every file of the host's build and of the pages' server build.
const serverFiles = ["build/host", "build/server"].flatMap((dir) =>
  readdirSync(path.join(app, dir), { recursive: true })
    .filter((file) => String(file).endsWith(".js"))
    .map((file) => path.join(app, dir, String(file))),
);
const imported = new Set();
for (const file of serverFiles) {
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g)) {
    const name = packageOf(match[1]);
    if (name) imported.add(name);
  }
}
if (imported.size < 10) fail(`only ${imported.size} packages imported by the server: the scan missed its imports`);

/** Where Node finds `name` for a package installed at `from`: its own node_modules, then each parent's. */
function resolve(name, from) {
  for (let dir = from; dir.startsWith(app); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === app) break;
  }
  return null;
}

const seen = new Map();
const missing = [];
const queue = [...imported].map((name) => ({ name, from: app, by: "the server" }));
while (queue.length) {
  const { name, from, by } = queue.shift();
  const dir = resolve(name, from);
  if (!dir) {
    missing.push(`${name} (needed by ${by}) is not installed`);
    continue;
  }
  if (seen.has(dir)) continue;
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  seen.set(dir, `${name}@${manifest.version}`);
  if (!listed.has(`${name}@${manifest.version}`)) missing.push(`${name}@${manifest.version} (needed by ${by}) is not in the SBOM`);
  const optional = manifest.optionalDependencies ?? {};
  for (const dependency of Object.keys({ ...manifest.dependencies, ...optional })) {
    // An optional dependency for another platform is not installed, and not loaded.
    if (dependency in optional && !resolve(dependency, dir)) continue;
    queue.push({ name: dependency, from: dir, by: `${name}@${manifest.version}` });
  }
}
if (missing.length) fail(`${missing.length} package(s) the server loads are missing:\n  ${missing.join("\n  ")}`);
console.log(
  `sbom-check: ${sbom.components.length} components in the SBOM; the ${seen.size} packages the server loads (${imported.size} imported directly) are all listed at their installed versions`,
);
