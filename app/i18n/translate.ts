// The browser's translation function: i18next 23's lookup, plurals and interpolation as the portal
// configures them (no fallback language, `ns:key`, `{{var}}` unescaped), so a page hydrates with the
// server's very strings (decision 039; translate.test.ts compares them for every key of every catalogue).

/** A language's catalogues by namespace. */
export type Bundles = Record<string, Record<string, unknown> | undefined>;
export type TranslateOptions = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === "string";
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's getPath: `path` split on dots, own properties only until the last step. */
function getPath(object: unknown, path: string[]): unknown {
  let current = object as Record<string, unknown> | undefined;
  for (let i = 0; i < path.length - 1; i++) {
    if (!current || isString(current)) return undefined;
    current = (has(current, path[i]) ? current[path[i]] : {}) as Record<string, unknown>;
  }
  if (!current || isString(current)) return undefined;
  return current[path[path.length - 1]];
}

/** i18next's deepFind: a key that holds dots itself (`{ "a.b": … }`) is found too. */
function deepFind(object: unknown, path: string): unknown {
  if (!object) return undefined;
  const direct = (object as Record<string, unknown>)[path];
  if (direct) return direct;
  const tokens = path.split(".");
  let current = object as Record<string, unknown> | undefined;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += ".";
      nextPath += tokens[j];
      next = current[nextPath];
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next as Record<string, unknown> | undefined;
  }
  return current;
}

function lookup(bundle: unknown, key: string): unknown {
  const found = getPath(bundle, key.split("."));
  return found ? found : deepFind(bundle, key);
}

const naturalLanguage = /( |,|\?|!|;)/;

/** `ns:key` names its namespace unless the key reads as a sentence (i18next's looksLikeObjectPath). */
function splitNamespace(key: string, namespaces: string[]): [string[], string] {
  if (!key.includes(":")) return [namespaces, key];
  const dot = key.indexOf(".");
  const objectPath = !naturalLanguage.test(key) || (dot > 0 && !naturalLanguage.test(key.substring(0, dot)));
  if (!objectPath || /\$t\((.+?)\)/.test(key)) return [namespaces, key];
  const [ns, ...rest] = key.split(":");
  return [[ns], rest.join(".")];
}

const valid = (value: unknown) => value !== undefined && value !== null;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  const code = language.replace("_", "-");
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code, { type: "cardinal" })));
  return `_${rules.select(count)}`;
}

/** The value the key resolves to: in each namespace, `_zero`, then the plural form, then the key itself. */
function resolve(bundles: Bundles, language: string, bare: string, namespaces: string[], options: TranslateOptions): unknown {
  const plural = options.count !== undefined && !isString(options.count);
  const context = options.context;
  const keys = [bare];
  const suffix = plural ? pluralSuffix(language, options.count as number) : "";
  if (plural) {
    keys.push(bare + suffix);
    if (options.count === 0) keys.push(`${bare}_zero`);
  }
  if ((isString(context) || typeof context === "number") && context !== "") {
    const contextKey = `${bare}_${context}`;
    keys.push(contextKey);
    if (plural) {
      keys.push(contextKey + suffix);
      if (options.count === 0) keys.push(`${contextKey}_zero`);
    }
  }
  let found: unknown;
  // i18next stops at an empty key: `t("")` finds nothing.
  for (const ns of namespaces) for (let i = keys.length - 1; i >= 0 && keys[i] && !valid(found); i--) found = lookup(bundles[ns], keys[i]);
  return found;
}

/** i18next's interpolation with `skipOnVariables`: a value inserted is never read for placeholders again. */
function interpolate(text: string, data: TranslateOptions, options: TranslateOptions): string {
  for (const pattern of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
    let match: RegExpExecArray | null;
    let replaces = 0;
    while ((match = pattern.exec(text))) {
      const name = match[1].trim();
      // `{{name, format}}`: i18next's default format gives the value as it is.
      const path = name.includes(",") ? name.split(",")[0].trim() : name;
      let value = getPath(data, path.split("."));
      if (!value) value = deepFind(data, path);
      if (value === undefined) {
        if (!has(options, name)) continue;
        value = "";
      }
      const inserted = isString(value) ? value : value === null ? "" : "" + (value as string);
      text = text.replace(match[0], inserted.replace(/\$/g, "$$$$"));
      pattern.lastIndex += inserted.length - match[0].length;
      if (++replaces >= 1000) break;
    }
  }
  return text;
}

/** The namespaces a call looks in: its own `ns` option, or the fixed one. */
function namespacesOf(namespace: string, options: TranslateOptions): string[] {
  const ns = options.ns ?? namespace;
  return Array.isArray(ns) ? (ns as string[]) : [ns as string];
}

/** `t(key, options)` for a language's bundles, in `namespace` unless the key or the options name another. */
export function translate(bundles: Bundles, language: string, namespace: string, key: string, options: TranslateOptions = {}): string {
  const [namespaces, bare] = splitNamespace(key, namespacesOf(namespace, options));
  const found = resolve(bundles, language, bare, namespaces, options);
  if (valid(found) && typeof found === "object") return `key '${bare} (${language})' returned an object instead of string.`;
  let text = found;
  if (!valid(text) && options.defaultValue !== undefined) text = options.defaultValue;
  if (!valid(text)) text = bare;
  const data = options.replace && !isString(options.replace) ? (options.replace as TranslateOptions) : options;
  return isString(text) ? interpolate(text, data, options) : (text as string);
}

/** i18next's `exists`: the key (or its plural form for `count`) resolves to something. */
export function keyExists(bundles: Bundles, language: string, namespace: string, key: string, options: TranslateOptions = {}): boolean {
  const [namespaces, bare] = splitNamespace(key, namespacesOf(namespace, options));
  return resolve(bundles, language, bare, namespaces, options) !== undefined;
}
