// The browser's translation function: i18next 27's lookup, plurals and interpolation as the portal
// configures them (no fallback language, `ns:key`, `{{var}}` unescaped), so a page hydrates with the
// server's very strings (decision 039; translate.test.ts compares them for every key of every catalogue).

import { pluralTag } from "./locales";

/** A language's catalogues by namespace. */
export type Bundles = Record<string, Record<string, unknown> | undefined>;
export type TranslateOptions = Record<string, unknown>;
/** `t` as our helpers take it: i18next's and the browser's both fit (i18next types a call with options apart). */
export type Translate = { (key: string): string; (key: string, options: TranslateOptions): string };

const isString = (value: unknown): value is string => typeof value === "string";
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const cannotDescend = (object: unknown): boolean => !object || (typeof object !== "object" && typeof object !== "function");

/** i18next's getPath: `path` split on dots, own properties only. */
function getPath(object: unknown, path: string[]): unknown {
  let current = object as Record<string, unknown>;
  for (let i = 0; i < path.length - 1; i++) {
    if (cannotDescend(current)) return undefined;
    current = (has(current, path[i]) ? current[path[i]] : {}) as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  return cannotDescend(current) || !has(current, last) ? undefined : current[last];
}

/** i18next's deepFind: a key that holds dots itself (`{ "a.b": … }`) is found too. */
function deepFind(object: unknown, path: string): unknown {
  if (!object) return undefined;
  const direct = (object as Record<string, unknown>)[path];
  if (direct) return has(object as object, path) ? direct : undefined;
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
      if ((typeof next === "function" || nextPath === "__proto__") && !has(current, nextPath)) next = undefined;
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

/** A path first, then a key holding dots (i18next's ignoreJSONStructure). */
function lookup(object: unknown, key: string): unknown {
  const found = getPath(object, key.split("."));
  return found != null ? found : deepFind(object, key);
}

const naturalLanguage = /( |,|\?|!|;)/;
const nesting = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/;

/** `ns:key` names its namespace unless the key reads as a sentence (i18next's looksLikeObjectPath). */
function splitNamespace(key: string, namespaces: string[]): [string[], string] {
  if (!key.includes(":")) return [namespaces, key];
  const dot = key.indexOf(".");
  const objectPath = !naturalLanguage.test(key) || (dot > 0 && !naturalLanguage.test(key.substring(0, dot)));
  if (!objectPath || nesting.test(key)) return [namespaces, key];
  const [ns, ...rest] = key.split(":");
  return [[ns], rest.join(".")];
}

/** i18next's isValidLookup: neither null nor an empty string counts as found. */
const valid = (value: unknown) => value !== undefined && value !== null && value !== "";
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(language: string, count: number): string {
  const code = pluralTag(language);
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code, { type: "cardinal" })));
  return `_${rules.select(count)}`;
}

/**
 * The value the key resolves to, in each namespace from the last key tried to the first: the context's
 * and the key's `_zero`, plural form and bare key, then their `_other` when the plural form differs.
 */
function resolve(bundles: Bundles, language: string, bare: string, namespaces: string[], options: TranslateOptions): unknown {
  const plural = options.count !== undefined && !isString(options.count);
  const zero = plural && options.count === 0;
  const context = options.context;
  const keys = [bare];
  const suffix = plural ? pluralSuffix(language, options.count as number) : "";
  if (plural) keys.push(bare + suffix);
  if (zero) keys.push(`${bare}_zero`);
  const contextKey = (isString(context) || typeof context === "number") && context !== "" ? `${bare}_${context}` : null;
  if (contextKey !== null) {
    keys.push(contextKey);
    if (plural) keys.push(contextKey + suffix);
    if (zero) keys.push(`${contextKey}_zero`);
  }
  if (plural && suffix !== "_other") {
    if (contextKey !== null) keys.unshift(`${contextKey}_other`);
    keys.unshift(`${bare}_other`);
  }
  let found: unknown;
  // i18next stops at an empty key: `t("")` finds nothing.
  for (const ns of namespaces) for (let i = keys.length - 1; i >= 0 && keys[i] && !valid(found); i--) found = lookup(bundles[ns], keys[i]);
  return found;
}

/**
 * i18next's interpolation with `skipOnVariables`: each placeholder replaced where it stands, and what
 * was inserted never read for placeholders again (`{{- var}}` first, then `{{var}}`).
 */
function interpolate(text: string, data: TranslateOptions, options: TranslateOptions): string {
  const written: [number, number][] = [];
  let shift = 0;
  for (const [pattern, unescaped] of [
    [/\{\{-(.+?)\}\}/g, true],
    [/\{\{(.+?)\}\}/g, false],
  ] as const) {
    let match: RegExpExecArray | null;
    let replaces = 0;
    while ((match = pattern.exec(text))) {
      const at = match.index - shift;
      const inside = written.find(([start, end]) => at >= start && at < end);
      if (inside) {
        pattern.lastIndex = inside[1] + shift;
        continue;
      }
      // `{{name, format}}`: no formatter is configured, so the value is given as it is.
      const name = match[1].trim().split(",")[0].trim();
      let value = getPath(data, name.split("."));
      if (value == null) value = deepFind(data, name);
      if (value === undefined) {
        if (!has(options, name)) continue;
        value = "";
      }
      const inserted = value == null ? "" : String(value);
      text = text.slice(0, match.index) + inserted + text.slice(match.index + match[0].length);
      if (unescaped) written.push([match.index, match.index + inserted.length]);
      else shift += inserted.length - match[0].length;
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
  let text = resolve(bundles, language, bare, namespaces, options);
  // An object (a key with keys under it) is not a translation: the default value or the key instead.
  if (valid(text) && typeof text === "object") text = undefined;
  const usedDefault = !valid(text) && options.defaultValue !== undefined && typeof options.defaultValue !== "object";
  if (usedDefault) text = options.defaultValue;
  if (!valid(text) && !(usedDefault && text === "")) text = bare;
  const data = options.replace && !isString(options.replace) ? (options.replace as TranslateOptions) : options;
  return isString(text) ? interpolate(text, data, options) : (text as string);
}

/** i18next's `exists`: the key (or its plural form for `count`) resolves to something. */
export function keyExists(bundles: Bundles, language: string, namespace: string, key: string, options: TranslateOptions = {}): boolean {
  const [namespaces, bare] = splitNamespace(key, namespacesOf(namespace, options));
  return resolve(bundles, language, bare, namespaces, options) !== undefined;
}
