// `local/no-import-cycle`: an import (type-only ones included) whose module leads back to the file
// importing it. import-x/no-cycle skips type imports; this rule reads every import of the project,
// as TypeScript resolves them (tsconfig.json's paths), and reports the edges of each cycle.
import path from "node:path";
import ts from "typescript";

const graphs = new Map();

/** Every project file's imports and, for files in a cycle, the cycle's id (Tarjan's components). */
function projectGraph(tsconfigPath) {
  if (graphs.has(tsconfigPath)) return graphs.get(tsconfigPath);
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = config.options;
  const host = ts.createCompilerHost(options);
  const resolve = (specifier, from) => {
    const resolved = ts.resolveModuleName(specifier, from, options, host).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport ? path.resolve(resolved.resolvedFileName) : null;
  };
  const imports = new Map();
  for (const file of config.fileNames.map((name) => path.resolve(name))) {
    const text = ts.sys.readFile(file) ?? "";
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((imported) => resolve(imported.fileName, file))
      .filter(Boolean);
    imports.set(file, new Set(targets));
  }
  const component = new Map();
  const index = new Map();
  const low = new Map();
  const stack = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (!imports.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (!component.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = [];
    let member;
    do members.push((member = stack.pop()));
    while (member !== file);
    for (const m of members) component.set(m, members.length > 1 || imports.get(m).has(m) ? file : null);
  };
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  const graph = { imports, component, resolve };
  graphs.set(tsconfigPath, graph);
  return graph;
}

/** The way back from `from` to `to` within their cycle, as relative paths. */
function wayBack(graph, from, to, root) {
  const cycle = graph.component.get(to);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    if (file === to) break;
    for (const next of graph.imports.get(file))
      if (graph.component.get(next) === cycle && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
  }
  const way = [];
  for (let file = to; file; file = previous.get(file)) way.unshift(path.relative(root, file));
  return way;
}

const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports, type-only ones included, that lead back to the importing module" },
    schema: [{ type: "object", properties: { tsconfig: { type: "string" } }, additionalProperties: false }],
    messages: { cycle: "Import cycle (type imports count): {{way}}" },
  },
  create(context) {
    const tsconfig = path.resolve(context.cwd, context.options[0]?.tsconfig ?? "tsconfig.json");
    const graph = projectGraph(tsconfig);
    const file = path.resolve(context.physicalFilename);
    const cycle = graph.component.get(file);
    if (!cycle) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = graph.resolve(node.source.value, file);
      if (!target || graph.component.get(target) !== cycle) return;
      const way = [path.relative(context.cwd, file), ...wayBack(graph, target, file, context.cwd)];
      context.report({ node: node.source, messageId: "cycle", data: { way: way.join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { "no-import-cycle": noImportCycle } };
