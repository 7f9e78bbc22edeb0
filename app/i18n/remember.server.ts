// Translations remembered per i18next instance: the catalogues never change while the process runs,
// so the same key with the same options always gives the same text (decision 021).
import type { i18n } from "i18next";

const MAX_REMEMBERED = 5000;

type Plain = string | number | boolean | null;
const isPlain = (value: unknown): value is Plain =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** Each value typed (`1` and `"1"` differ); null when an option is an object or a function. */
function callKey(key: unknown, rest: readonly unknown[]): string | null {
  if (rest.length > 1) return null;
  let id: string;
  if (typeof key === "string") id = `s${key}`;
  else if (Array.isArray(key) && key.every((k) => typeof k === "string")) id = `a${key.join("\u0000")}`;
  else return null;
  const [options] = rest;
  if (options === undefined) return id;
  if (typeof options === "string") return `${id}\u0001defaultValue\u0002string${options}`;
  if (typeof options !== "object" || options === null) return null;
  for (const [name, value] of Object.entries(options)) {
    let text: string;
    // An option present but undefined is not one left out: i18next writes `{{name}}` as "" only for the first.
    if (value === undefined || isPlain(value)) text = `${typeof value}${String(value)}`;
    else if (Array.isArray(value) && value.every(isPlain)) text = `array${value.map((v) => `${typeof v}${String(v)}`).join("\u0003")}`;
    else return null;
    id += `\u0001${name}\u0002${text}`;
  }
  return id;
}

/** Text by call, forgotten all at once when full (the catalogues' keys and values are finite in practice). */
function memory() {
  const remembered = new Map<string, string>();
  return (id: string | null, work: () => unknown): unknown => {
    if (id === null) return work();
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const text = work();
    if (typeof text === "string") {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(id, text);
    }
    return text;
  };
}

type Translate = ((...args: unknown[]) => unknown) & Record<string, unknown>;

/**
 * Wraps `instance.t`, and `getFixedT`, which `useTranslation` calls on every render: the same fixed
 * function for the same language, namespaces and prefix, answering a call it has seen from memory
 * without i18next's work of copying the options. Only strings are remembered.
 */
export function rememberTranslations(instance: i18n): void {
  const translate = instance.t as unknown as Translate;
  const recall = memory();
  instance.t = ((key: unknown, ...rest: unknown[]) =>
    recall(callKey(key, rest), () => translate(key, ...rest))) as unknown as typeof instance.t;

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const fixed = new Map<string, Translate>();
  instance.getFixedT = ((...args: unknown[]) => {
    const which = JSON.stringify(args.slice(0, 3).map((arg) => arg ?? null));
    let known = fixed.get(which);
    if (!known) {
      const original = getFixedT(...args);
      const remembered = memory();
      // Its own properties (lng, ns, keyPrefix) stay: react-i18next's Trans reads them.
      known = Object.assign(
        (key: unknown, ...rest: unknown[]) => remembered(callKey(key, rest), () => original(key, ...rest)),
        original,
      ) as Translate;
      if (fixed.size >= MAX_REMEMBERED) fixed.clear();
      fixed.set(which, known);
    }
    return known;
  }) as unknown as typeof instance.getFixedT;
}
