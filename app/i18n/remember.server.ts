// Translations remembered per i18next instance: the catalogues never change while the process runs,
// so the same key with the same options always gives the same text (decision 021).
import type { i18n } from "i18next";
import { LRUCache } from "lru-cache";

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
    if (value === undefined) continue;
    let text: string;
    if (isPlain(value)) text = `${typeof value}${String(value)}`;
    else if (Array.isArray(value) && value.every(isPlain)) text = `array${value.map((v) => `${typeof v}${String(v)}`).join("\u0003")}`;
    else return null;
    id += `\u0001${name}\u0002${text}`;
  }
  return id;
}

/** Wraps `instance.t`, which `getFixedT` and `useTranslation` call; only strings are remembered. */
export function rememberTranslations(instance: i18n): void {
  const translate = instance.t as unknown as (...args: unknown[]) => unknown;
  const remembered = new LRUCache<string, string>({ max: MAX_REMEMBERED });
  const t = (key: unknown, ...rest: unknown[]): unknown => {
    const id = callKey(key, rest);
    if (id === null) return translate(key, ...rest);
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const text = translate(key, ...rest);
    if (typeof text === "string") remembered.set(id, text);
    return text;
  };
  instance.t = t as unknown as typeof instance.t;
}
