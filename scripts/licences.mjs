// `npm run licences`: every production dependency in the lockfile (what `npm ci --omit=dev` installs,
// what the image ships) under a licence the project may ship. The allowed licences and the packages
// allowed by name are the tables of docs/dependencies.md's "Licences" section, read here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The section's tables: two cells a row for licences, three for packages allowed by name. */
export function allowedFrom(markdown) {
  const section = /^## Licences\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  if (!section) throw new Error('docs/dependencies.md has no "## Licences" section');
  const licences = new Set();
  const byName = new Map();
  for (const line of section.split("\n")) {
    const cells = line.startsWith("|")
      ? line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim())
      : [];
    const code = cells.map((cell) => /^`([^`]+)`$/.exec(cell)?.[1]);
    if (cells.length === 2 && code[0]) licences.add(code[0]);
    if (cells.length === 3 && code[0] && code[1]) byName.set(code[0], code[1]);
  }
  return { licences, byName };
}

/** Whether an SPDX expression ("MIT", "(MIT OR Apache-2.0)", "A AND B", "X WITH Y") may ship: OR needs one side, AND both. */
export function mayShip(expression, licences) {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const either = () => {
    let ok = both();
    while (tokens[at] === "OR") {
      at++;
      ok = both() || ok;
    }
    return ok;
  };
  const both = () => {
    let ok = one();
    while (tokens[at] === "AND") {
      at++;
      ok = one() && ok;
    }
    return ok;
  };
  const one = () => {
    const token = tokens[at++];
    if (token === "(") {
      const ok = either();
      if (tokens[at++] !== ")") throw new Error(`unbalanced licence expression: ${expression}`);
      return ok;
    }
    // A licence exception (`WITH Classpath-exception-2.0`) only ever widens what the licence allows.
    if (tokens[at] === "WITH") at += 2;
    return token !== undefined && licences.has(token);
  };
  const ok = either();
  return ok && at === tokens.length;
}

/** Production packages of the lockfile (not `dev`), each with its declared licence. */
export function productionPackages(lockfile) {
  return Object.entries(lockfile.packages)
    .filter(([where, entry]) => where.includes("node_modules/") && !entry.dev)
    .map(([where, entry]) => ({ name: where.replace(/^.*node_modules\//, ""), version: entry.version, license: entry.license ?? null }));
}

export function refused({ packages, licences, byName }) {
  return packages.filter(({ name, license }) => {
    if (byName.has(name)) return byName.get(name) !== license;
    return !license || !mayShip(license, licences);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { licences, byName } = allowedFrom(readFileSync(path.join(ROOT, "docs/dependencies.md"), "utf8"));
  const packages = productionPackages(JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")));
  const bad = refused({ packages, licences, byName });
  for (const { name, version, license } of bad) {
    console.error(`licences: ${name}@${version} is under ${license ?? "no declared licence"}, not one docs/dependencies.md allows`);
  }
  if (bad.length) process.exit(1);
  console.log(`licences: ${packages.length} production packages, each under a licence docs/dependencies.md allows`);
}
