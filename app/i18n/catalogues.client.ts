// A namespace the page did not bring along (a client navigation to a page that declares more, or a
// change of language): each catalogue is its own hashed chunk (`catalogue-<lng>-<ns>-*.js`, see
// vite.config.ts), fetched on demand. This module is itself loaded only then, so the map of the 80
// chunks stays out of the entry.
import type { ResourceKey } from "i18next";
import type { Locale } from "./locales";

const files = import.meta.glob<{ default: ResourceKey }>("../../locales/*/*.json");

export async function loadCatalogue(locale: Locale, namespace: string): Promise<ResourceKey> {
  const load = files[`../../locales/${locale}/${namespace}.json`];
  return load ? (await load()).default : {};
}
