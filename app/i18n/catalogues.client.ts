// The browser loads only the page's language, each catalogue as its own hashed chunk.
import type { ResourceLanguage } from "i18next";
import type { Locale } from "./locales";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

export async function loadLocaleResources(locale: Locale): Promise<ResourceLanguage> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${locale}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [/([^/]+)\.json$/.exec(path)![1], (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}
