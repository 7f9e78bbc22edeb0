// Fetches on demand the namespaces a page did not bring along (client navigation, change of language): each catalogue is its own
// hashed chunk (`catalogue-<lng>-<ns>-*.js`, vite.config.ts). Loaded only then itself, so the map of the chunks stays out of the entry.
import type { Locale } from "./locales";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

export async function loadCatalogue(locale: Locale, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../../locales/${locale}/${namespace}.json`];
  return load ? (await load()).default : {};
}
