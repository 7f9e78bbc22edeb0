// docs/backend-calls.md checked against the code: each used call has its module and demo-API route;
// each unused one says why.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Express } from "express";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../../demo-api/app";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Row = { method: string; path: string; usedBy: string; module: string };

function tableRows(): Row[] {
  const text = readFileSync(path.join(ROOT, "docs/backend-calls.md"), "utf8");
  return [...text.matchAll(/^\| (GET|POST|PUT|DELETE) \| `([^`]+)` \| (.+?) \| (.+?) \|$/gm)].map(([, method, route, usedBy, module]) => ({
    method: method!,
    path: route!,
    usedBy: usedBy!,
    module: module!,
  }));
}

/** A path with its parameters made alike: `/a/{id}/b` and `/a/:id(\\d+)/b` are both `/a/{}/b`. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, "{}").replace(/:[A-Za-z_]+(\([^)]*\))?\??/g, "{}");

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every `METHOD shape` the demo API answers, from its routers. */
function demoRoutes(app: Express): Set<string> {
  const found = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const route of ([] as string[]).concat(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) found.add(`${method.toUpperCase()} ${shape(route)}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack);
  return found;
}

/** Whether a module's text names a path segment: as it is, or as `${decision}-message` with "accept" among the decisions. */
function names(text: string, literal: string): boolean {
  const [first, ...rest] = literal.split("-");
  return text.includes(literal) || (rest.length > 0 && text.includes(`}-${rest.join("-")}`) && text.includes(`"${first}"`));
}

describe("docs/backend-calls.md", () => {
  const rows = tableRows();
  const routes = demoRoutes(createDemoApi());

  it("lists each call once", () => {
    expect(rows.length).toBeGreaterThan(100);
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("a used call: its module names its path, and the demo API answers it", () => {
    const problems: string[] = [];
    for (const row of rows.filter((r) => r.module !== "—")) {
      const file = path.join(ROOT, "app/backend", `${row.module}.server.ts`);
      const literal = row.path
        .split("/")
        .filter((part) => part && !part.startsWith("{"))
        .at(-1)!;
      if (!existsSync(file)) problems.push(`${row.method} ${row.path}: no app/backend/${row.module}.server.ts`);
      else if (!names(readFileSync(file, "utf8"), literal))
        problems.push(`${row.method} ${row.path}: app/backend/${row.module}.server.ts never names "${literal}"`);
      if (!routes.has(`${row.method} ${shape(row.path)}`)) problems.push(`${row.method} ${row.path}: no demo-API route`);
      if (row.usedBy.startsWith("unused")) problems.push(`${row.method} ${row.path}: unused, yet a module is named`);
    }
    expect(problems).toEqual([]);
  });

  it("an unused call says why", () => {
    for (const row of rows.filter((r) => r.module === "—")) expect(row.usedBy, `${row.method} ${row.path}`).toMatch(/^unused: .{30,}/);
  });
});
