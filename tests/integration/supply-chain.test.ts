// What the project ships from npm: every production package under a licence docs/dependencies.md
// allows (scripts/licences.mjs), and the rules that judge an SPDX expression; no patched framework
// internals, and only the UNSAFE_ imports decision 044 names.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allowedFrom, mayShip, productionPackages, refused } from "../../scripts/licences.mjs";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const ALLOWED = new Set(["MIT", "Apache-2.0", "BSD-3-Clause"]);

describe("licences", () => {
  it("allows an expression that can be satisfied with allowed licences, and only that", () => {
    expect(mayShip("MIT", ALLOWED)).toBe(true);
    expect(mayShip("(MIT OR GPL-3.0-only)", ALLOWED)).toBe(true);
    expect(mayShip("Apache-2.0 AND MIT", ALLOWED)).toBe(true);
    expect(mayShip("Apache-2.0 WITH LLVM-exception", ALLOWED)).toBe(true);
    expect(mayShip("(MIT AND GPL-3.0-only)", ALLOWED)).toBe(false);
    for (const copyleft of ["GPL-3.0-only", "AGPL-3.0-or-later", "SSPL-1.0", "LGPL-2.1-only", "Public Domain", "UNKNOWN", ""]) {
      expect(mayShip(copyleft, ALLOWED), copyleft).toBe(false);
    }
  });

  it("judges production packages only, refuses one with no licence, and allows by name only what was read", () => {
    const lockfile = {
      packages: {
        "": { name: "portal" },
        "node_modules/a": { version: "1.0.0", license: "MIT" },
        "node_modules/gpl-tool": { version: "2.0.0", license: "GPL-3.0-only", dev: true },
        "node_modules/a/node_modules/gpl-lib": { version: "1.0.0", license: "GPL-2.0-only" },
        "node_modules/silent": { version: "0.1.0" },
        "node_modules/jsonify": { version: "0.0.1", license: "Public Domain" },
        "node_modules/renamed": { version: "3.0.0", license: "SEE LICENSE IN LICENSE" },
      },
    };
    const byName = new Map([
      ["jsonify", "Public Domain"],
      ["renamed", "Public Domain"],
    ]);
    const names = refused({ packages: productionPackages(lockfile), licences: ALLOWED, byName }).map((item: { name: string }) => item.name);
    expect(names).toEqual(["gpl-lib", "silent", "renamed"]);
  });

  it("reads the allowed licences and the packages allowed by name from docs/dependencies.md", () => {
    const { licences, byName } = allowedFrom(read("docs/dependencies.md"));
    expect([...licences]).toEqual(expect.arrayContaining(["MIT", "Apache-2.0", "MPL-2.0"]));
    for (const never of ["GPL-3.0-only", "AGPL-3.0-only", "SSPL-1.0"]) expect(licences.has(never)).toBe(false);
    expect(byName.get("jsonify")).toBe("Public Domain");
  });

  it("every production dependency of the lockfile may ship", () => {
    const { licences, byName } = allowedFrom(read("docs/dependencies.md"));
    const packages = productionPackages(JSON.parse(read("package-lock.json")));
    expect(packages.length).toBeGreaterThan(100);
    expect(refused({ packages, licences, byName })).toEqual([]);
  });
});

describe("framework internals", () => {
  it("are not patched: no patches/, no patch-package", () => {
    expect(existsSync(new URL("../../patches", import.meta.url))).toBe(false);
    const manifest = JSON.parse(read("package.json"));
    expect(manifest.scripts.postinstall).toBeUndefined();
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty("patch-package");
  });

  it("are reached through UNSAFE_ imports only where decision 044 names them, file by file", () => {
    const record = read("docs/decisions/044-no-patched-router-internals.md");
    const files = (readdirSync(new URL("../../app", import.meta.url), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `app/${file.replaceAll("\\", "/")}`);
    const unnamed: string[] = [];
    for (const file of files) {
      const imports = [...read(file).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from/g)].flatMap(
        (match) => match[1]!.match(/UNSAFE_\w+/g) ?? [],
      );
      if (imports.length === 0) continue;
      // The record's item for the file: from its name to the next item.
      const item = record.split("\n- ").find((part) => part.startsWith(`\`${file}\``)) ?? "";
      for (const name of new Set(imports)) if (!item.includes(`\`${name}\``)) unnamed.push(`${file}: ${name}`);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(unnamed).toEqual([]);
  });
});
