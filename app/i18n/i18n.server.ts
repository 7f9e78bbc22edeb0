import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Resource } from "i18next";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES, type Locale, type Namespace } from "./locales";

// One initialised instance per language for the life of the process: creating one per request
// cost a measurable share of CPU.
const resources: Resource = {};
for (const [path, mod] of Object.entries(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true }),
)) {
  const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (resources[locale] ??= {})[ns] = mod.default;
}
const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NS,
      resources,
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function getT(locale: Locale) {
  return getI18n(locale).t;
}

const pageInstances = new Map<string, i18n>();

/**
 * What a page renders with: its language only and the namespaces its routes declare
 * (app/i18n/namespaces.ts), exactly what the browser gets, so that a namespace a route forgot to
 * declare shows its keys on the server too instead of only after hydration. One instance per
 * language and set of namespaces (a few dozen), kept for the life of the process.
 */
export function getPageI18n(locale: Locale, namespaces: readonly Namespace[]): i18n {
  const key = `${locale}:${namespaces.join(",")}`;
  let instance = pageInstances.get(key);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [...namespaces],
      defaultNS: DEFAULT_NS,
      resources: { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, resources[locale][ns]])) },
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    pageInstances.set(key, instance);
  }
  return instance;
}
